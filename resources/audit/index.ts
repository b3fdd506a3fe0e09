/** The audit trail as the API answers it (`GET /audit/list`, operator admins only). */
import { Type } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from '../common';
import { defineResource } from '../define';
import type { ListDef } from '../list';
import { operatorAdmin } from '../roles';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  staff_id: Nullable(Type.Integer()),
  staff_account: Nullable(Type.String()),
  staff_name: Nullable(Type.String()),
  org_id: Nullable(Type.Integer()),
  action: Type.String(),
  resource: Type.String(),
  record_id: Nullable(Type.Integer()),
  /** Changed fields: `{field: {before, after}}`; secrets are never recorded. */
  changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() })),
  created_at: DateTime,
});

export const auditList = {
  filters: {
    resource: Type.String({ maxLength: 32 }),
    record_id: Id,
    staff_id: Id,
    action: Type.String({ maxLength: 40 }),
  },
  sorts: ['created_at', 'id'],
  defaultSort: 'created_at',
  columns: [
    { source: 'created_at', type: 'date' },
    { source: 'staff_account', type: 'text' },
    { source: 'action', type: 'text' },
    { source: 'resource', type: 'text' },
    { source: 'record_id', type: 'number' },
  ],
} as const satisfies ListDef;

/** Operator admins read who changed what. */
export const auditResource = defineResource({
  name: 'audit',
  item: AuditEntry,
  list: auditList,
  table: 'audit_log',
  // the permission already limits it to operator admins, who see every row
  visibility: 'everyone',
  permissions: { list: operatorAdmin },
});

declare module '../index' {
  interface DeclaredResources {
    [auditResource.name]: typeof auditResource;
  }
}
