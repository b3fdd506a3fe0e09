/**
 * Resources that no folder of the app holds, declared here the way resources/<name>/ declares one.
 * First a dealer's promotions, seen by its org tree, written by admins and managers, with Enable/Disable
 * and export. Its coded `platform` field has values of its own, not version's. Its table is here too
 * (as server/db/schema.ts would hold it), with the SQL that makes it. The tests that use it (the file
 * count's guard, its routes over HTTP, its pages and menu entry) touch no other file.
 */
import { Type } from '@sinclair/typebox';
import { date, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { defineMessages } from '../../i18n/resource-messages';
import { DateOnly, DateTime, Nullable, OneOf, StatusValue, strict, Text, UpdateBody } from '../../resources/common';
import { defineResource } from '../../resources/define';
import type { ListDef } from '../../resources/list';
import { ref, refName } from '../../resources/reference';
import { everyone, managerOrAdmin, type Rule } from '../../resources/roles';

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
    place: { after: 'version' },
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

/** Written by the operator's admins and by dealers' admins and managers. */
const installers: Rule = (actor) => actor.role === 'admin' || (actor.orgType !== 'op' && actor.role === 'manager');

const TerminalModel = OneOf(['a920', 't2'] as const);

const terminalFields = {
  serial_no: Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Z0-9-]+$' }),
  model: TerminalModel,
  store_id: ref('store'),
  installed_on: Nullable(DateOnly),
  note: Text(200, false),
};

/**
 * A resource that belongs to another: the POS devices of a store. Its store is a reference (the
 * caller must see the store it names; the list shows and filters by the store's name), it is visible
 * exactly where its store is, and the day it was installed is a date without a time.
 */
export const terminal = defineResource({
  name: 'terminal',
  visibility: { through: 'store_id' },
  recordName: 'serial_no',
  permissions: { list: everyone, create: installers, update: installers, status: installers, export: everyone },
  item: Type.Object({
    id: Type.Integer(),
    ...terminalFields,
    store_name: refName('store_id'),
    status: StatusValue,
    created_at: DateTime,
  }),
  list: {
    filters: { serial_no: Type.String({ maxLength: 40 }), store_id: ref('store'), model: TerminalModel, status: StatusValue },
    sorts: ['created_at', 'id', 'serial_no', 'installed_on', 'store_name'],
    defaultSort: 'created_at',
    columns: [
      { source: 'serial_no', type: 'text' },
      { source: 'model', type: 'choice' },
      { source: 'store_name', type: 'text' },
      { source: 'installed_on', type: 'day' },
      { source: 'status', type: 'choice' },
    ],
  } satisfies ListDef,
  create: Type.Object(
    { ...terminalFields, installed_on: Type.Optional(terminalFields.installed_on), note: Type.Optional(terminalFields.note) },
    strict,
  ),
  update: UpdateBody(terminalFields),
  messages: defineMessages({
    place: { after: 'store', group: 'seller' },
    'en-US': {
      name: 'Terminal |||| Terminals',
      fields: {
        serial_no: 'Serial number',
        model: 'Model',
        store_id: 'Store',
        store_name: 'Store',
        installed_on: 'Installed on',
        note: 'Note',
        status: 'Status',
      },
      notifications: { created: 'Terminal added', updated: 'Terminal saved' },
      choices: { model: { a920: 'PAX A920', t2: 'Sunmi T2' } },
      menu: 'Terminals',
      routes: { list: 'Terminal List', add: 'Add Terminal', edit: 'Terminal Details' },
    },
    'zh-CN': {
      name: '终端',
      fields: {
        serial_no: '序列号',
        model: '型号',
        store_id: '门店',
        store_name: '门店',
        installed_on: '安装日期',
        note: '备注',
        status: '状态',
      },
      notifications: { created: '终端已添加', updated: '终端已保存' },
      choices: { model: { a920: 'PAX A920', t2: '商米 T2' } },
      menu: '终端',
      routes: { list: '终端列表', add: '新增终端', edit: '终端详情' },
    },
  }),
});

/** Its table: a serial number unique among all terminals, each in one store. */
export const terminals = pgTable(
  'terminals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    serialNo: varchar({ length: 40 }).notNull(),
    model: varchar({ length: 8 }).notNull(),
    storeId: integer().notNull(),
    installedOn: date({ mode: 'string' }),
    note: varchar({ length: 200 }).notNull().default(''),
    status: varchar({ length: 16 }).notNull().default('valid'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terminals_serial_uq').on(t.serialNo)],
);

export const TERMINALS_DDL = [
  `create table terminals (id integer primary key generated always as identity, serial_no varchar(40) not null,
    model varchar(8) not null, store_id integer not null references stores (id), installed_on date,
    note varchar(200) not null default '', status varchar(16) not null default 'valid',
    created_at timestamptz not null default now())`,
  'create unique index terminals_serial_uq on terminals (serial_no)',
];
