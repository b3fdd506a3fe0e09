/**
 * A dealer's settings: the versions it may sell and whether a level-1 dealer may create level-2
 * dealers. Whoever sees the dealer reads them; only the operator or the dealer's parent edits them.
 * A level-2 dealer may only sell what its parent may, and narrowing a level-1 dealer's list narrows
 * its level-2 dealers' lists in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { Distributor } from '../../resources/distributor';
import type { Actor } from '../auth/actor';
import type { Tx } from '../db';
import { invalidParam, noPermission } from '../errors';
import { writeAudit } from './audit';

type Dealer = Pick<Distributor, 'id' | 'level' | 'parent_id'>;

/** The operator edits any dealer's settings, a dealer those of its direct children (1003 otherwise). */
export function assertEditsSettings(actor: Pick<Actor, 'orgType' | 'orgId'>, dealer: Dealer, change: { can_create_subdealer?: boolean }) {
  if (actor.orgType !== 'op' && dealer.parent_id !== actor.orgId) throw noPermission();
  if (change.can_create_subdealer === true && dealer.level !== 1) throw invalidParam('can_create_subdealer');
}

/** What a new dealer may sell: every current version at level 1, its parent's list at level 2. */
export async function initialVersions(tx: Tx, level: number, parentId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ ids: number[] | null }>(
    level === 1
      ? sql`select array_agg(id order by id) as ids from versions where status = 'valid'`
      : sql`select allowed_version_ids as ids from dealer_settings where org_id = ${parentId}`,
  );
  return rows[0]?.ids ?? [];
}

/** Versions must exist; a level-2 dealer may only sell what its parent may (1001 otherwise). */
export async function checkVersions(tx: Tx, dealer: Dealer, ids: number[]) {
  // The parent's list may not change until this one is written (see narrowChildren).
  if (dealer.level === 2) await tx.execute(sql`select 1 from dealer_settings where org_id = ${dealer.parent_id} for share`);
  const { rows } = await tx.execute<{ known: number; allowed: number }>(sql`
    select count(*)::int as known,
           count(*) filter (where ${dealer.level} = 1 or exists (
             select 1 from dealer_settings p where p.org_id = ${dealer.parent_id} and p.allowed_version_ids @> to_jsonb(v.id)))::int as allowed
      from versions v where v.id = any(${sql.param(ids)}::int[])`);
  if (rows[0].known !== ids.length || rows[0].allowed !== ids.length) throw invalidParam('allowed_version_ids');
}

/**
 * A level-1 dealer's narrowed list narrows its level-2 dealers' lists too, in the same transaction,
 * so no dealer may sell a version its parent no longer may. Each changed child gets its audit row.
 */
export async function narrowChildren(tx: Tx, actor: Actor, parentId: number, ids: number[]) {
  const { rows } = await tx.execute<{ org_id: number; before: number[]; after: number[] }>(sql`
    with narrowed as (
      select c.org_id, c.allowed_version_ids as before,
             coalesce((select jsonb_agg(v order by ord) from jsonb_array_elements(c.allowed_version_ids) with ordinality as e(v, ord)
                        where (v #>> '{}')::int = any(${sql.param(ids)}::int[])), '[]'::jsonb) as after
        from dealer_settings c join orgs o on o.id = c.org_id
       where o.parent_id = ${parentId}
         for update of c)
    update dealer_settings d set allowed_version_ids = n.after, updated_at = now(), updated_by = ${actor.staffId}
      from narrowed n where d.org_id = n.org_id and n.after <> n.before
    returning d.org_id, n.before, n.after`);
  for (const row of rows) {
    await writeAudit(tx, actor, {
      action: 'setting',
      resource: 'distributor',
      recordId: row.org_id,
      before: { allowed_version_ids: row.before },
      after: { allowed_version_ids: row.after },
    });
  }
}
