/** POS 版本（资源 `version`）。 */
export default {
  resources: {
    version: {
      name: '版本',
      fields: {
        id: 'ID',
        name: '名称',
        version_no: '版本号',
        platform: '平台',
        download_url: '下载地址',
        release_notes: '更新说明',
        force_update: '强制更新',
        status: '状态',
        released_at: '发布时间',
        created_at: '创建时间',
      },
    },
  },
  app: {
    platform: { android: 'Android', windows: 'Windows', ios: 'iOS' },
  },
};
