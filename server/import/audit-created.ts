/** One `create` audit entry per record an import made, each holding the record as its page reads it (as a single create's does). */
import { sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import type { Repository } from '../crud/repository';
import type { Tx } from '../db';
import { writeAudits } from '../domain/audit';

const CHUNK = 1000;

export async function auditCreated(tx: Tx, actor: Actor, repo: Repository, ids: readonly number[]): Promise<void> {
  const { source } = repo;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const { rows } = await tx.execute<Record<string, unknown> & { id: number }>(
      sql`select ${source.columns} from ${source.from} where ${source.id} = any(${sql.param(chunk)}::int[])`,
    );
    await writeAudits(
      tx,
      actor,
      rows.map((after) => ({ action: 'create' as const, resource: repo.name, recordId: after.id, after })),
    );
  }
}
