/**
 * The texts of the `audit` resource (the Activity page, the History sections, the export) in both
 * languages (i18n/resource-messages.ts says where each lands). Its pages are its own (src/audit).
 */
import { defineMessages } from '../../i18n/resource-messages';

export default defineMessages({
  'en-US': {
    name: 'Activity |||| Activity',
    fields: {
      id: 'ID',
      created_at: 'Time',
      staff_account: 'Account',
      staff_name: 'Who',
      org_name: 'Organisation',
      action: 'Action',
      resource: 'Record type',
      record_id: 'Record ID',
      record_name: 'Record',
      changes: 'Changes',
      created_from: 'From',
      created_to: 'Before',
    },
    choices: {
      resource: { store: 'Store', company: 'Brand', distributor: 'Dealer', staff: 'Employee', version: 'Version', sms: 'SMS' },
    },
    menu: 'Activity',
    routes: { list: 'Activity' },
    pages: {
      history: 'History',
      no_entries: 'Nothing recorded yet',
      masked: 'hidden',
      empty_value: '(empty)',
      more: 'All of this record’s activity',
    },
  },
  'zh-CN': {
    name: '操作记录',
    fields: {
      id: 'ID',
      created_at: '时间',
      staff_account: '账号',
      staff_name: '操作人',
      org_name: '机构',
      action: '操作',
      resource: '记录类型',
      record_id: '记录 ID',
      record_name: '记录',
      changes: '变更',
      created_from: '开始时间',
      created_to: '结束时间',
    },
    choices: {
      resource: { store: '门店', company: '品牌', distributor: '经销商', staff: '员工', version: '版本', sms: '短信' },
    },
    menu: '操作记录',
    routes: { list: '操作记录' },
    pages: {
      history: '历史记录',
      no_entries: '暂无记录',
      masked: '已隐藏',
      empty_value: '（空）',
      more: '此记录的全部操作记录',
    },
  },
});
