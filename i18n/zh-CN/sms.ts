/** 短信流水（资源 `sms`）：名称、字段标签（列表、导出表头）与类型。 */
export default {
  resources: {
    sms: {
      name: '短信记录',
      fields: {
        id: 'ID',
        kind: '类型',
        org_id: '付出方',
        org_name: '付出方',
        company_id: '品牌',
        company_name: '品牌',
        to_org_id: '充值经销商',
        to_org_name: '充值经销商',
        count: '短信条数',
        org_balance_after: '付出方余额',
        target_balance_after: '充值后余额',
        staff_name: '操作人',
        created_at: '时间',
      },
    },
  },
  pages: {
    sms: {
      title: '短信余额',
      recharge: '充值短信',
      recharge_title: '为 %{name} 充值短信',
      paid_by_org: '从 %{org} 的短信余额中扣除。',
      paid_by_operator: '由运营方支付，不限额度。',
      recharge_done: '已为 %{name} 充值短信',
      topup: '充值',
      topup_title: '为 %{name} 充值短信余额',
      topup_done: '已为 %{name} 充值短信余额',
      low: '短信余额不足 %{limit} 条：请尽快充值，以免品牌短信无法发送。',
      no_history: '暂无充值记录。',
    },
  },
  app: { kind: { recharge: '品牌充值', topup: '经销商充值' } },
};
