/** Texts of the dealer pages (src/distributor): notifications, list, forms, quota dialog, settings. */
export default {
  resources: {
    distributor: { notifications: { created: 'Dealer created', updated: 'Dealer saved' } },
  },
  pages: {
    distributor: {
      level: { '1': 'Level 1', '2': 'Level 2' },
      action: { quota: 'Quota', sms: 'SMS top-up', setting: 'Settings', rescue: 'Account rescue' },
      confirm_enable: 'The accounts of %{name} and of the dealers below it will be able to log in again.',
      confirm_disable:
        'Every account of %{name} and of the dealers below it will be logged out and unable to log in until it is enabled again.',
      level_2: {
        confirm_enable: 'The accounts of %{name} will be able to log in again.',
        confirm_disable: 'Every account of %{name} will be logged out and unable to log in until it is enabled again.',
      },
      disabled_by: {
        operator: 'Disabled by the operator',
        dealer: 'Disabled by %{name}',
        operator_only: 'Disabled by the operator: only the operator can enable it again.',
      },
      section: { basic: 'Dealer', admin: 'Admin account' },
      placement: 'The new dealer will be a %{level} dealer under %{parent}.',
      country_fixed: 'A level-2 dealer is in its upstream dealer’s country.',
      quota: {
        title: 'Account quota of %{name}',
        summary: 'Quota %{quota}, remaining %{remaining}',
        own: 'you have %{count} accounts left to allocate',
        own_unlimited: 'your supply is unlimited',
        reclaim_short: 'This dealer no longer has that many unused accounts to give back',
        reclaim_too_many: 'This dealer has only %{count} unused accounts to give back',
        direction: 'Operation',
        allocate: 'Allocate',
        reclaim: 'Reclaim',
        submit: 'Submit',
        done: 'Quota updated',
        log: 'Movements',
        no_log: 'No movements yet',
        store: 'Store %{id}',
        kind: { allocate: 'Allocate', reclaim: 'Reclaim', activate: 'Store activation', renew: 'Store renewal' },
        column: {
          created_at: 'Time',
          kind: 'Type',
          from: 'From',
          to: 'To',
          change: 'Change',
          staff: 'Operator',
          remark: 'Remark',
        },
      },
      rescue: {
        title: 'Admin accounts of %{name}',
        hint: 'Reset the password of an admin who forgot it, or enable an account disabled by mistake. Every session of that account ends.',
        none: 'This dealer has no admin account.',
        reset: 'Reset password',
        enable: 'Enable',
        reset_title: 'New password for %{account}',
        reset_done: 'The password of %{account} was reset',
        enabled: '%{account} is enabled again',
      },
      setting: {
        title: 'Settings of %{name}',
        read_only: 'Only the upstream dealer or the operator may change these settings.',
        saved: 'Settings saved',
        no_id: 'No dealer was chosen.',
      },
    },
  },
};
