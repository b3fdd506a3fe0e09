/** SMS movements (resource `sms`): name, field labels (list, export headers) and kinds. */
export default {
  resources: {
    sms: {
      name: 'SMS record |||| SMS records',
      fields: {
        id: 'ID',
        kind: 'Kind',
        org_id: 'Paid by',
        org_name: 'Paid by',
        company_id: 'Brand',
        company_name: 'Brand',
        to_org_id: 'Dealer topped up',
        to_org_name: 'Dealer topped up',
        count: 'SMS',
        org_balance_after: 'Payer balance after',
        target_balance_after: 'Balance after',
        staff_name: 'By',
        created_at: 'Time',
      },
    },
  },
  pages: {
    sms: {
      title: 'SMS balance',
      recharge: 'Recharge SMS',
      recharge_title: 'Recharge the SMS of %{name}',
      paid_by_org: 'Paid from the SMS balance of %{org}.',
      paid_by_operator: 'Paid by the operator: no limit.',
      recharge_done: 'SMS recharged for %{name}',
      topup: 'Top up',
      topup_title: 'Top up the SMS balance of %{name}',
      topup_done: 'SMS balance of %{name} topped up',
      low: "Fewer than %{limit} SMS left: recharge soon so that the brand's messages keep going out.",
      no_history: 'No recharge yet.',
    },
  },
  app: { kind: { recharge: 'Brand recharge', topup: 'Dealer top-up' } },
};
