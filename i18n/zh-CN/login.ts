/** 登录页独立显示的文字（应用加载之前）：标题、语言、登录表单、加载失败。 */
export default {
  webapp_title: '经销商管理后台',
  app: {
    language: { label: '语言', 'en-US': 'English', 'zh-CN': '简体中文' },
    login: {
      title: '登录',
      account: '账号',
      password: '密码',
      submit: '登录',
      account_required: '请输入账号',
      password_required: '请输入密码',
      show_password: '显示密码',
      hide_password: '隐藏密码',
      second_factor: '请输入身份验证器应用中的 6 位验证码，或一个恢复码。',
      code: '验证码',
      code_help: '6 位数字，或恢复码',
      verify: '验证',
      back: '返回',
    },
    // any spinner's accessible name, the page-loading one included (src/theme.ts)
    page: { loading: '加载中…' },
    load_error: {
      title: '出错了',
      message: '应用无法显示，请刷新页面重试。',
      reload: '刷新',
    },
  },
};
