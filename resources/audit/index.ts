/**
 * The audit trail as the API answers it (`GET /audit/list`): the admins of the operator and of every
 * dealer, each the entries of the staff of its own org and the orgs below it (the Activity page and
 * the History sections of the record pages).
 */
import { Type } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from '../common';
import { defineResource } from '../define';
import type { ListDef } from '../list';
import type { Rule } from '../roles';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  staff_id: Nullable(Type.Integer()),
  staff_account: Nullable(Type.String()),
  staff_name: Nullable(Type.String()),
  /** The org the staff acted for, and its name. */
  org_id: Nullable(Type.Integer()),
  org_name: Nullable(Type.String()),
  action: Type.String(),
  resource: Type.String(),
  record_id: Nullable(Type.Integer()),
  /** The record's name now (a store's, a dealer's, ...), null when it has none or is gone. */
  record_name: Nullable(Type.String()),
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
    /** The acting staff's account, its start (case-insensitive). */
    staff_account: Type.String({ maxLength: 50 }),
    /** Entries from this time on, and before that one. */
    created_from: DateTime,
    created_to: DateTime,
  },
  sorts: ['created_at', 'id'],
  defaultSort: 'created_at',
  columns: [
    { source: 'created_at', type: 'date' },
    { source: 'staff_account', type: 'text' },
    { source: 'action', type: 'text' },
    { source: 'resource', type: 'text' },
    { source: 'record_id', type: 'number' },
    { source: 'record_name', type: 'text' },
  ],
} as const satisfies ListDef;

/** Field names whose values stay out of the trail (credentials of every kind), and show masked. */
export const SECRET_FIELD = /password|secret|hash|token|key/i;

/** The admins of the operator and of the dealers read who changed what. */
const anAdmin: Rule = (a) => a.role === 'admin';

export const auditResource = defineResource({
  name: 'audit',
  item: AuditEntry,
  list: auditList,
  table: 'audit_log',
  // the entries of the staff of the caller's org and the orgs below it: server/routes/audit
  visibility: 'custom',
  permissions: { list: anAdmin, export: anAdmin },
});

declare module '../index' {
  interface DeclaredResources {
    [auditResource.name]: typeof auditResource;
  }
}
