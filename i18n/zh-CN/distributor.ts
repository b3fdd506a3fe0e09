/** 经销商（资源 `distributor`）：名称、字段标签（列表、表单、导出表头）。 */
export default {
  resources: {
    distributor: {
      name: '经销商',
      fields: {
        id: 'ID',
        name: '名称',
        level: '级别',
        parent_id: '上级经销商 ID',
        parent_name: '上级经销商',
        country: '国家',
        contact_name: '联系人',
        contact_phone: '联系电话',
        email: '邮箱',
        quota: '账号配额',
        remaining_quota: '剩余配额',
        sms_balance: '短信余额',
        status: '状态',
        remark: '备注',
        created_at: '创建时间',
        created_by: '创建人',
        owner_staff_id: '负责员工',
        admin_account: '管理员账号',
        admin_password: '管理员密码',
        change: '调整账号数',
        allowed_version_ids: '可售版本',
        can_create_subdealer: '可创建二级经销商',
      },
    },
  },
};
