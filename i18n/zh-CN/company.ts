/** 品牌（资源 `company`）。 */
export default {
  resources: {
    company: {
      name: '品牌',
      fields: {
        id: 'ID',
        name: '名称',
        org_id: '经销商',
        org_name: '经销商',
        country: '国家',
        logo_url: 'Logo',
        contact_name: '联系人',
        contact_phone: '联系电话',
        email: '邮箱',
        branch_count: '门店数',
        admin_account: '管理员账号',
        admin_password: '管理员密码',
        sms_balance: '短信余额',
        status: '状态',
        created_at: '创建时间',
        created_by: '创建人',
        owner_staff_id: '负责人',
      },
    },
  },
};
