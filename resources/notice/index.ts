/**
 * The `notice` resource (announcements of the operator to the dealers): its record, bodies, list and
 * declaration. Everyone reads them; the operator's admins and managers write them. Its texts are
 * ./messages.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, OneOf, StatusValue, strict, Text, UpdateBody } from '../common';
import { defineResource } from '../define';
import type { ListDef } from '../list';
import { everyone, operatorNotStaff } from '../roles';
import messages from './messages';

/** Who a notice is for: every dealer, or the dealers of one level. */
export const AudienceValue = OneOf(['all', 'level1', 'level2'] as const);

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  audience: AudienceValue,
  status: StatusValue,
  publish_at: Nullable(DateTime),
  created_at: DateTime,
});
export type Notice = Static<typeof Notice>;

const editable = {
  title: Text(100),
  body: Text(5000),
  audience: AudienceValue,
  status: StatusValue,
  publish_at: Nullable(DateTime),
};

export const NoticeCreate = Type.Object(
  {
    title: editable.title,
    body: editable.body,
    audience: editable.audience,
    status: Type.Optional(editable.status),
    publish_at: Type.Optional(editable.publish_at),
  },
  strict,
);

export const noticeList = {
  filters: {
    /** Case-insensitive prefix of the title. */
    title: Type.String({ maxLength: 100 }),
    audience: AudienceValue,
    status: StatusValue,
  },
  sorts: ['publish_at', 'created_at', 'id', 'title'],
  defaultSort: 'publish_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'title', type: 'text' },
    { source: 'audience', type: 'choice' },
    { source: 'status', type: 'choice' },
    { source: 'publish_at', type: 'date' },
  ],
} as const satisfies ListDef;

export const noticeResource = defineResource({
  name: 'notice',
  item: Notice,
  list: noticeList,
  create: NoticeCreate,
  update: UpdateBody(editable),
  defaults: { status: 'valid', audience: 'all', publish_at: () => new Date().toISOString() },
  recordName: 'title',
  visibility: 'everyone',
  permissions: { list: everyone, create: operatorNotStaff, update: operatorNotStaff, status: operatorNotStaff, export: everyone },
  messages,
});

declare module '../index' {
  interface DeclaredResources {
    [noticeResource.name]: typeof noticeResource;
  }
}
