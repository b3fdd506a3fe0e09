/**
 * A resource that no folder of the app holds, declared here the way resources/<name>/ declares one:
 * a dealer's promotions, seen by its org tree, written by admins and managers, with Enable/Disable
 * and export. Its coded `platform` field has values of its own, not version's. Its table is here too
 * (as server/db/schema.ts would hold it), with the SQL that makes it. The tests that use it (the file
 * count's guard, its routes over HTTP, its pages and menu entry) touch no other file.
 */
import { Type } from '@sinclair/typebox';
import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { defineMessages } from '../../i18n/resource-messages';
import { DateTime, Nullable, OneOf, StatusValue, strict, Text, UpdateBody } from '../../resources/common';
import { defineResource } from '../../resources/define';
import type { ListDef } from '../../resources/list';
import { everyone, managerOrAdmin } from '../../resources/roles';

const Platform = OneOf(['pos', 'web'] as const);

const editable = {
  title: Text(100),
  platform: Platform,
  discount: Type.Integer({ minimum: 1, maximum: 90 }),
  starts_at: Nullable(DateTime),
};

export const promotion = defineResource({
  name: 'promotion',
  visibility: 'org_tree',
  recordName: 'title',
  permissions: { list: everyone, create: managerOrAdmin, update: managerOrAdmin, status: managerOrAdmin, export: everyone },
  item: Type.Object({
    id: Type.Integer(),
    org_id: Type.Integer(),
    org_name: Type.String(),
    ...editable,
    status: StatusValue,
    created_at: DateTime,
  }),
  list: {
    filters: { title: Type.String({ maxLength: 100 }), platform: Platform, status: StatusValue },
    sorts: ['created_at', 'id', 'title', 'starts_at'],
    defaultSort: 'created_at',
    columns: [
      { source: 'title', type: 'text' },
      { source: 'org_name', type: 'text' },
      { source: 'platform', type: 'choice' },
      { source: 'discount', type: 'number' },
      { source: 'status', type: 'choice' },
      { source: 'starts_at', type: 'date' },
    ],
  } satisfies ListDef,
  create: Type.Object({ ...editable, starts_at: Type.Optional(editable.starts_at) }, strict),
  update: UpdateBody(editable),
  defaults: { discount: 10 },
  messages: defineMessages({
    place: { order: 25 },
    'en-US': {
      name: 'Promotion |||| Promotions',
      fields: {
        title: 'Title',
        org_name: 'Dealer',
        platform: 'Shown on',
        discount: 'Discount (%)',
        starts_at: 'Starts at',
        status: 'Status',
      },
      hints: { platform: 'Where the customers see it' },
      notifications: { created: 'Promotion created', updated: 'Promotion saved' },
      choices: { platform: { pos: 'POS terminal', web: 'Online ordering' } },
      menu: 'Promotions',
      routes: { list: 'Promotion List', add: 'Add Promotion', edit: 'Promotion Details' },
    },
    'zh-CN': {
      name: '促销',
      fields: { title: '标题', org_name: '经销商', platform: '展示于', discount: '折扣（%）', starts_at: '开始时间', status: '状态' },
      hints: { platform: '顾客看到它的地方' },
      notifications: { created: '促销已创建', updated: '促销已保存' },
      choices: { platform: { pos: 'POS 终端', web: '在线点餐' } },
      menu: '促销',
      routes: { list: '促销列表', add: '新增促销', edit: '促销详情' },
    },
  }),
});

/** Its table, as server/db/schema.ts would declare it: a title unique within a dealer. */
export const promotions = pgTable(
  'promotions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer().notNull(),
    title: varchar({ length: 100 }).notNull(),
    platform: varchar({ length: 8 }).notNull(),
    discount: integer().notNull(),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }),
    status: varchar({ length: 16 }).notNull().default('valid'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [uniqueIndex('promotions_title_uq').on(t.orgId, t.title)],
);

/** The table in a test's database, as its migration would make it. */
export const PROMOTIONS_DDL = [
  `create table promotions (id integer primary key generated always as identity, org_id integer not null references orgs (id),
    title varchar(100) not null, platform varchar(8) not null, discount integer not null, starts_at timestamptz,
    status varchar(16) not null default 'valid', created_at timestamptz not null default now(), created_by integer)`,
  'create unique index promotions_title_uq on promotions (org_id, title)',
];
