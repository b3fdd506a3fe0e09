/** The audit trail's action labels (resources/audit/audited.ts): late, with the pages that show them. */
export default {
  resources: {
    audit: {
      choices: {
        action: {
          create: '创建',
          update: '修改',
          status: '启用/禁用',
          quota: '配额变动',
          setting: '设置修改',
          rescue: '账号救援',
          sms_recharge: '短信充值',
          sms_topup: '短信下发',
          change_password: '修改自己的密码',
          reset_password: '重置密码',
          clear_data: '清除数据',
          emenu: '电子菜单修改',
          bill_setting: '账单号修改',
          activate: '激活',
          renew: '续费',
          payment: '支付设置修改',
          deny: '连接被拒绝',
          sign_in_slowed: '登录已减速：多次密码错误',
          sign_in_locked: '登录已锁定：密码错误次数过多',
          two_factor_reset: '两步验证已重置',
          import: '从表格导入',
        },
      },
    },
  },
};
