/** 操作记录中变更的文字（src/audit/change-format.ts），记录本身标签以外的部分。 */
export default {
  audit: {
    yes: '是',
    no: '否',
    changed: '已更改',
    closed: '休息',
    separator: '、',
    colon: '：',
    status: { valid: '启用', invalid: '禁用' },
    field: {
      disabled_by: '禁用方',
      disabled_by_name: '禁用方',
      updated_at: '更新时间',
      updated_by: '更新人',
      staff_id: '员工',
      order_pin_renewed: '点餐 PIN',
      failures: '密码错误次数',
      replaced_credentials: '已更换的凭据',
      enabled: '启用',
      connected_at: '连接时间',
    },
    choice: { disabled_by: { operator: '运营方', dealer: '上级经销商' } },
  },
};
