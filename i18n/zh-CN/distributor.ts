/** 经销商（资源 `distributor`）。 */
export default {
  resources: {
    distributor: {
      name: '经销商',
      fields: {
        name: '名称',
        level: '级别',
        parent_name: '上级经销商',
        country: '国家',
        quota: '账号配额',
        remaining_quota: '剩余配额',
        status: '状态',
        created_at: '创建时间',
      },
    },
  },
};
