/**
 * One `create` audit entry per record an import made, each holding the record as its page reads it
 * (as a single create's does: server/domain/audit.ts, changedFields from nothing), written by
 * PostgreSQL from the records it reads: thousands of records never travel to the server and back.
 */
import { sql } from 'drizzle-orm';
import { SECRET_FIELD } from '../../resources/audit';
import type { Actor } from '../auth/actor';
import type { Repository } from '../crud/repository';
import type { Tx } from '../db';

const CHUNK = 1000;

export async function auditCreated(tx: Tx, actor: Actor, repo: Repository, ids: readonly number[]): Promise<void> {
  const { source } = repo;
  const secrets = Object.keys(repo.item.properties).filter((field) => SECRET_FIELD.test(field));
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    // each field that has a value, `{before: null, after: <value>}`, as changedFields(null, record) makes it
    await tx.execute(sql`insert into audit_log (staff_id, org_id, action, resource, record_id, changes)
      select ${actor.staffId}::int, ${actor.orgId}::int, 'create', ${repo.name}, r.id,
             coalesce((select jsonb_object_agg(f.key, jsonb_build_object('before', null, 'after', f.value))
                         from jsonb_each(to_jsonb(r)) f
                        where f.value <> 'null'::jsonb and f.key <> all(${sql.param(secrets)}::text[])), '{}'::jsonb)
        from (select ${source.columns} from ${source.from} where ${source.id} = any(${sql.param(chunk)}::int[])) r
       order by r.id`);
  }
}
