/** Dealers as the shared CRUD helpers read them: SQL source, visibility, and the write rules. */
import { sql } from 'drizzle-orm';
import { Distributor, distributorList } from '../../../resources/distributor';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db';
import { orgs } from '../../db/schema';
import { invalidParam, noPermission } from '../../errors';
import { allOf, equals, iso, startsWithIgnoringCase, type FilterSql, type Source, columnSorts } from '../../crud/source';
import { visibleRecord } from '../../crud/visibility';
import type { Resource } from '../../crud/write';

const source: Source<FilterSql<typeof distributorList.filters>> = {
  columns: sql`o.id, o.name, o.level, o.parent_id, p.name as parent_name, o.country, o.contact_name,
    o.contact_phone, o.email, o.quota, o.remaining_quota, o.sms_balance, o.status, o.remark,
    ${iso(sql`o.created_at`)} as created_at, o.created_by, o.owner_staff_id`,
  from: sql`orgs o left join orgs p on p.id = o.parent_id`,
  lockAlias: 'o',
  id: sql`o.id`,
  sorts: columnSorts(distributorList.sorts, 'o'),
  defaultSort: distributorList.defaultSort,
  filters: {
    name: (value) => startsWithIgnoringCase(sql`o.name`, value),
    level: equals(sql`o.level`),
    parent_id: equals(sql`o.parent_id`),
    countries: (value) => {
      const codes = typeof value === 'string' ? value.split(',').filter(Boolean) : value;
      return codes.length > 0 ? sql`o.country = any(${sql.param(codes)}::text[])` : undefined;
    },
    status: equals(sql`o.status`),
  },
};

export const distributorResource: Resource<Distributor> = {
  name: 'distributor',
  item: Distributor,
  source,
  table: orgs,
  /** Dealers in the caller's subtree (its own org included); the staff role: only its own. */
  visible: (actor: Actor) => allOf(sql`o.type = 'dealer'`, visibleRecord(actor, 'o')),
};

/** A dealer is managed from above: the caller sees its own org but does not edit or disable it. */
export function assertBelowCaller(actor: Actor, dealer: Distributor) {
  if (dealer.id === actor.orgId) throw noPermission();
}

/**
 * `owner_staff_id` assigns a dealer to an employee of the caller's own org (a valid account); only
 * admins and managers assign.
 */
export async function checkOwner(tx: Tx, actor: Actor, ownerId: number | null | undefined) {
  if (ownerId === undefined) return;
  if (actor.role === 'staff') throw noPermission(); // not even to clear an assignment
  if (ownerId === null) return;
  const { rows } = await tx.execute(sql`select 1 from staff where id = ${ownerId} and org_id = ${actor.orgId} and status = 'valid'`);
  if (rows.length === 0) throw invalidParam('owner_staff_id');
}

/**
 * A disable holds at the level that made it: a dealer the operator disabled is enabled again only by
 * the operator, not by its level-1 parent. Records the level on disable; checks it on enable.
 */
export async function holdDisableLevel(tx: Tx, actor: Actor, dealerId: number, status: 'valid' | 'invalid') {
  if (status === 'valid') {
    const { rows } = await tx.execute<{ level: number | null }>(sql`select disabled_by_level as level from orgs where id = ${dealerId}`);
    const level = rows[0]?.level;
    if (level !== null && level !== undefined && level < actor.orgLevel) throw noPermission();
  }
  await tx.execute(sql`update orgs set disabled_by_level = ${status === 'invalid' ? actor.orgLevel : null} where id = ${dealerId}`);
}
