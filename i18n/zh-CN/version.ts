/** POS 版本（资源 `version`）。 */
export default {
  resources: {
    version: {
      name: '版本',
      fields: {
        name: '名称',
        version_no: '版本号',
        platform: '平台',
        status: '状态',
        released_at: '发布时间',
      },
    },
  },
};
