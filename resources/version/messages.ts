/**
 * The texts of the `version` resource (POS versions) in both languages, and its menu entry
 * (i18n/resource-messages.ts says where each lands).
 */
import { defineMessages } from '../../i18n/resource-messages';

export default defineMessages({
  place: { after: 'sms', icon: 'SystemUpdate' },
  'en-US': {
    name: 'Version |||| Versions',
    fields: {
      id: 'ID',
      name: 'Name',
      version_no: 'Version number',
      platform: 'Platform',
      download_url: 'Download URL',
      release_notes: 'Release notes',
      force_update: 'Forced update',
      status: 'Status',
      released_at: 'Released at',
      created_at: 'Created at',
    },
    hints: { version_no: 'Numbers separated by dots, e.g. 5.2.0' },
    notifications: { created: 'Version created', updated: 'Version saved' },
    choices: { platform: { android: 'Android', windows: 'Windows', ios: 'iOS' } },
    menu: 'Version Manage',
    routes: { list: 'Version List', add: 'Add Version', edit: 'Version Details' },
    pages: { version_no_taken: 'This version number already exists for this platform' },
  },
  'zh-CN': {
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
    hints: { version_no: '以点分隔的数字，例如 5.2.0' },
    notifications: { created: '版本已创建', updated: '版本已保存' },
    choices: { platform: { android: 'Android', windows: 'Windows', ios: 'iOS' } },
    menu: '版本管理',
    routes: { list: '版本列表', add: '新增版本', edit: '版本详情' },
    pages: { version_no_taken: '该平台已有此版本号' },
  },
});
