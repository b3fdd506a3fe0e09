/** The texts of the `notice` resource (announcements to the dealers) in both languages, and its menu entry. */
import { defineMessages } from '../../i18n/resource-messages';

export default defineMessages({
  place: { order: 35, icon: 'Campaign' },
  'en-US': {
    name: 'Notice |||| Notices',
    fields: {
      id: 'ID',
      title: 'Title',
      body: 'Text',
      audience: 'For',
      status: 'Status',
      publish_at: 'Published at',
      created_at: 'Created at',
    },
    hints: { audience: 'Which dealers it is for' },
    notifications: { created: 'Notice created', updated: 'Notice saved' },
    choices: { audience: { all: 'Every dealer', level1: 'Level-1 dealers', level2: 'Level-2 dealers' } },
    menu: 'Notices',
    routes: { list: 'Notice List', add: 'Add Notice', edit: 'Notice Details' },
  },
  'zh-CN': {
    name: '公告',
    fields: {
      id: 'ID',
      title: '标题',
      body: '正文',
      audience: '对象',
      status: '状态',
      publish_at: '发布时间',
      created_at: '创建时间',
    },
    hints: { audience: '公告面向哪些经销商' },
    notifications: { created: '公告已创建', updated: '公告已保存' },
    choices: { audience: { all: '所有经销商', level1: '一级经销商', level2: '二级经销商' } },
    menu: '公告',
    routes: { list: '公告列表', add: '新增公告', edit: '公告详情' },
  },
});
