/** 品牌（资源 `company`）。 */
export default {
  resources: {
    company: {
      name: '品牌',
      fields: {
        id: 'ID',
        name: '名称',
        org_name: '经销商',
        country: '国家',
        branch_count: '门店数',
        admin_account: '管理员账号',
        status: '状态',
      },
    },
  },
};
