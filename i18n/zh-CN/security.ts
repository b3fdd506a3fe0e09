/** The user menu's sign-in and sessions dialog (src/layout/header/SecurityDialog.tsx): late texts (i18n/late.ts), loaded with the dialog. */
export default {
  app: {
    two_factor: {
      title: '两步验证',
      off: '未开启：登录时只需密码。',
      on: '已开启：登录时需输入身份验证器应用中的验证码。关闭时请输入密码和一个验证码。',
      turn_on: '开启',
      turn_off: '关闭',
      scan: '用身份验证器应用扫描此二维码，然后输入其显示的 6 位验证码。',
      qr: '身份验证器应用的二维码',
      manual: '或在应用中手动输入此密钥：',
      confirm: '确认',
      recovery_help: '恢复码：每个可在没有应用时登录一次。仅显示这一次，请下载或复制保存。',
      download: '下载（.txt）',
      done: '完成',
    },
    sessions: {
      title: '会话',
      this_one: '当前会话',
      unknown_device: '未知设备',
      signed_in: '登录于 %{when}',
      last_used: '最近使用 %{when}',
      sign_out: '退出',
      sign_out_others: '退出其他所有会话',
    },
  },
};
