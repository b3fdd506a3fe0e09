/**
 * The audit trail: one row per write, with the before/after of the fields that changed. Written in
 * the same transaction as the change it records.
 */
import { SECRET_FIELD } from '../../resources/audit';
import type { AuditAction } from '../../resources/audit/audited';
import type { Actor } from '../auth/actor';
import type { DbOrTx } from '../db';
import { auditLog } from '../db/schema';

type Snapshot = Record<string, unknown> | null | undefined;

/** Fields whose values differ between two snapshots (secrets, keys, tokens and hashes are never recorded). */
export function changedFields(before: Snapshot, after: Snapshot) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELD.test(key)) continue;
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

interface AuditEntry {
  action: AuditAction;
  resource: string;
  recordId: number | null;
  before?: Snapshot;
  after?: Snapshot;
}

export async function writeAudit(tx: DbOrTx, actor: Pick<Actor, 'staffId' | 'orgId'>, entry: AuditEntry): Promise<void> {
  await writeAudits(tx, actor, [entry]);
}

/** Several entries in one insert (an import's records). */
export async function writeAudits(tx: DbOrTx, actor: Pick<Actor, 'staffId' | 'orgId'>, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      staffId: actor.staffId,
      orgId: actor.orgId,
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId,
      changes: changedFields(entry.before, entry.after),
    })),
  );
}
