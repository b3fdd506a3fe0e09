/** 员工（资源 `staff`）：名称、字段标签（列表、表单、导出表头）。 */
export default {
  resources: {
    staff: {
      name: '员工',
      fields: {
        id: 'ID',
        org_id: '所属组织 ID',
        org_name: '所属组织',
        account: '账号',
        name: '姓名',
        role: '角色',
        phone: '电话',
        email: '邮箱',
        status: '状态',
        password: '密码',
        new_password: '新密码',
        created_at: '创建时间',
        last_login_at: '最近登录',
      },
    },
  },
};
