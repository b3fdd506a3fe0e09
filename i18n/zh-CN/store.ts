/** 门店（资源 `store`）。 */
export default {
  resources: {
    store: {
      name: '门店',
      fields: {
        id: 'ID',
        name: '名称',
        company_name: '品牌',
        country: '国家',
        version_name: '版本',
        status: '状态',
        expire_at: '到期时间',
      },
    },
  },
};
