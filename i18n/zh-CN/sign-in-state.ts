/** The employee page's line while failed passwords slow or lock its sign-in (src/staff/SignInStateAlert.tsx): a late text (i18n/late.ts). */
export default {
  app: {
    sign_in_state: {
      slowed: '登录已减速：近期有人从各处为该账号尝试了 %{failures} 次错误密码，%{until} 后恢复正常。',
      locked: '登录已锁定：有人从各处为该账号尝试了 %{failures} 次错误密码。%{until} 前只能从曾经登录过的地址登录。',
    },
  },
};
