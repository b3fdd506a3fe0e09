/** Texts of the list pages' tools, loaded with the list pages (i18n/list-tools.ts): bulk actions and their dialogs, views, the filters' sheet. */
export default {
  pages: {
    lists: {
      bulk: {
        enable: 'Enable',
        disable: 'Disable',
        export: 'Export selected',
        enable_title: 'Enable %{count} records?',
        disable_title: 'Disable %{count} records?',
        enable_content: 'The %{count} selected records will be in use again.',
        disable_content: 'The %{count} selected records stay in the list but are no longer in use until they are enabled again.',
        done: '%{count} records changed',
      },
      licence: {
        activate: 'Activate',
        renew: 'Renew',
        activate_title: 'Activate %{count} stores',
        renew_title: 'Renew %{count} stores',
        cost: '%{count} stores x %{years} years: %{total} accounts',
        left: '%{dealer}: %{remaining} accounts left, %{after} after',
        short: '%{dealer} has %{remaining} accounts left: %{need} are needed',
        unlimited: 'The operator’s own stores use no accounts',
        skipped:
          'Only stores waiting for activation can be activated, and only activated ones renewed: %{count} of the selected are left out.',
        done: '%{count} stores bought %{years} years',
        short_dealer: 'Purchased Accounts is not enough: %{dealer}',
      },
      views: { label: 'Views' },
      filters: { open: 'Filters', title: 'Filters', clear: 'Clear filters', show: 'Show results' },
    },
  },
};
