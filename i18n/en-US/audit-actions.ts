/** The audit trail's action labels (resources/audit/audited.ts): late, with the pages that show them. */
export default {
  resources: {
    audit: {
      choices: {
        action: {
          create: 'Created',
          update: 'Changed',
          status: 'Enabled / Disabled',
          quota: 'Quota moved',
          setting: 'Settings changed',
          rescue: 'Account rescued',
          sms_recharge: 'SMS recharged',
          sms_topup: 'SMS topped up',
          change_password: 'Own password changed',
          reset_password: 'Password reset',
          clear_data: 'Data cleared',
          emenu: 'E-menu changed',
          bill_setting: 'Bill numbers changed',
          activate: 'Activated',
          renew: 'Renewed',
          payment: 'Payments changed',
          deny: 'Connection refused',
          sign_in_slowed: 'Sign-in slowed: many wrong passwords',
          sign_in_locked: 'Sign-in locked: too many wrong passwords',
          two_factor_reset: 'Two-factor sign-in reset',
          import: 'Imported from a spreadsheet',
        },
      },
    },
  },
};
