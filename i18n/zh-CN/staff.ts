/** 员工（资源 `staff`）。 */
export default {
  resources: {
    staff: {
      name: '员工',
      fields: {
        account: '账号',
        name: '姓名',
        role: '角色',
        phone: '电话',
        status: '状态',
        last_login_at: '最近登录',
      },
    },
  },
};
