/** The words of the audit trail's changes (src/audit/change-format.ts) beyond the records' own labels. */
export default {
  audit: {
    yes: 'Yes',
    no: 'No',
    changed: 'changed',
    closed: 'closed',
    separator: ', ',
    colon: ': ',
    status: { valid: 'Enabled', invalid: 'Disabled' },
    field: {
      disabled_by: 'Disabled by',
      disabled_by_name: 'Disabled by',
      updated_at: 'Updated at',
      updated_by: 'Updated by',
      staff_id: 'Employee',
      order_pin_renewed: 'Order PIN',
      failures: 'Wrong passwords',
      replaced_credentials: 'Credentials replaced',
      enabled: 'Enabled',
      connected_at: 'Connected at',
    },
    choice: { disabled_by: { operator: 'The operator', dealer: 'An upstream dealer' } },
  },
};
