/** 员工页面文字（src/staff）：通知、列表操作、重置密码。 */
export default {
  resources: {
    staff: { notifications: { created: '员工已创建', updated: '员工已保存' } },
  },
  pages: {
    staff: {
      action: { reset_password: '重置密码' },
      confirm_enable: '%{name} 将可以重新登录。',
      confirm_disable: '%{name} 将被登出，重新启用前无法登录。',
      reset_title: '重置 %{name} 的密码',
      reset_done: '%{name} 的密码已重置，需要重新登录。',
    },
  },
};
