/**
 * Who sees which records (docs/domain.md): an org sees itself and its descendants (its `path` starts
 * with the actor's); the `staff` role sees only what it created or is assigned to. A declaration
 * names its rule (resources/define.ts, `visibility`); `custom` is SQL of the resource's own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NamedVisibility, Visibility } from '../../resources/define';
import type { Actor } from '../auth/actor';
import { allOf, type Source } from './source';

/**
 * True for orgs whose path lies under the actor's org (itself included). The operator's subtree is
 * every org: no condition then, so that the planner does not have to guess how many orgs match.
 */
export function inSubtree(actor: Actor, path: SQL): SQL {
  if (seesEveryOrg(actor)) return sql`true`;
  return sql`${path} like ${`${actor.orgPath}%`}`;
}

/** The operator's subtree is every org. */
const seesEveryOrg = (actor: Actor) => actor.orgType === 'op';

/** True for orgs on the actor's chain: its ancestors and itself (the actor's path starts with theirs). */
export function onAncestorChain(actor: Actor, path: SQL): SQL {
  return sql`starts_with(${actor.orgPath}, ${path})`;
}

/** The `staff` role sees only what it created or is assigned to. */
const seesOwnOnly = (actor: Actor) => actor.role === 'staff';

/** For the `staff` role: created by it or assigned to it. Other roles: no further limit. */
export function ownedBy(actor: Actor, createdBy: SQL, owner: SQL): SQL | undefined {
  if (!seesOwnOnly(actor)) return undefined;
  return sql`(${createdBy} = ${actor.staffId} or ${owner} = ${actor.staffId})`;
}

/** The usual rule for a record kept by an org and owned by staff (dealers, brands, stores). */
export function visibleOwned(actor: Actor, cols: { path: SQL; createdBy: SQL; owner: SQL }): SQL {
  return allOf(inSubtree(actor, cols.path), ownedBy(actor, cols.createdBy, cols.owner));
}

/**
 * `visibleOwned` for the usual column names: the org table aliased `orgAlias` (its `path`) and the
 * record aliased `recordAlias` (its `created_by` and `owner_staff_id`).
 */
export function visibleRecord(actor: Actor, orgAlias: string, recordAlias: string = orgAlias): SQL {
  return visibleOwned(actor, {
    path: sql.raw(`${orgAlias}.path`),
    createdBy: sql.raw(`${recordAlias}.created_by`),
    owner: sql.raw(`${recordAlias}.owner_staff_id`),
  });
}

/** A named rule as SQL on a source: its record's table is `lockAlias`, the org it belongs to `orgAlias`. */
export function visibleBy(rule: Exclude<NamedVisibility, 'custom'>, source: Pick<Source, 'lockAlias' | 'orgAlias'>): (actor: Actor) => SQL {
  const record = source.lockAlias;
  if (rule === 'everyone') return () => sql`true`;
  if (rule === 'creator') return (actor) => sql`${sql.raw(`${record}.created_by`)} = ${actor.staffId}`;
  const org = source.orgAlias;
  if (!org) throw new Error(`visibility '${rule}' needs the record's org joined (the source's orgAlias)`);
  if (rule === 'org_tree') return (actor) => inSubtree(actor, sql.raw(`${org}.path`));
  return (actor) => visibleRecord(actor, org, record);
}

/**
 * Whether a named rule lets the actor see every record: its condition is then `true`, and a list's
 * query holds the request's filters alone (server/crud/page-ids.ts relies on it). Never for a rule
 * through another record, whose condition is always there.
 */
export function seesEveryRecord(rule: Visibility, actor: Actor): boolean {
  if (rule === 'everyone') return true;
  if (rule === 'org_tree') return seesEveryOrg(actor);
  if (rule === 'org_tree_owned') return seesEveryOrg(actor) && !seesOwnOnly(actor);
  return false;
}
