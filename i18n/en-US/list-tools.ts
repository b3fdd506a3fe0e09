/** Texts of the list pages' tools, loaded with the list pages (i18n/list-tools.ts): bulk actions and their dialogs, views, the filters' sheet. */
export default {
  pages: {
    lists: {
      bulk: {
        enable: 'Enable',
        disable: 'Disable',
        export: 'Export selected',
        enable_title: 'Enable %{smart_count} record? |||| Enable %{smart_count} records?',
        disable_title: 'Disable %{smart_count} record? |||| Disable %{smart_count} records?',
        enable_content: 'The selected record will be in use again. |||| The %{smart_count} selected records will be in use again.',
        disable_content:
          'The selected record stays in the list but is no longer in use until it is enabled again. |||| The %{smart_count} selected records stay in the list but are no longer in use until they are enabled again.',
        left_out: '%{smart_count} record left out: %{names} |||| %{smart_count} records left out: %{names}',
        why_1001: 'not in the state for this action',
        why_1003: 'not yours to change',
        why_61001: '%{dealer} is short of accounts',
        done: '%{smart_count} record changed |||| %{smart_count} records changed',
      },
      licence: {
        activate: 'Activate',
        renew: 'Renew',
        activate_title: 'Activate %{smart_count} store |||| Activate %{smart_count} stores',
        renew_title: 'Renew %{smart_count} store |||| Renew %{smart_count} stores',
        stores: '%{smart_count} store |||| %{smart_count} stores',
        years: '%{smart_count} year |||| %{smart_count} years',
        accounts: '%{smart_count} account |||| %{smart_count} accounts',
        cost: '%{stores} x %{years}: %{accounts}',
        left: '%{dealer}: %{remaining} left, %{after} after',
        unlimited: 'The operator’s own stores use no accounts',
        left_out: 'This store is left out: |||| These %{smart_count} stores are left out:',
        why_activate: 'not waiting for activation',
        why_renew: 'never activated',
        done: '%{stores} bought %{years}',
      },
      views: { label: 'Views' },
      filters: { open: 'Filters', title: 'Filters', clear: 'Clear filters', show: 'Show results' },
    },
  },
};
