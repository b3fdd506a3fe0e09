/**
 * Who sees which records (DOMAIN.md): an org sees itself and its descendants (its `path` starts
 * with the actor's); the `staff` role sees only what it created or is assigned to.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { allOf } from './source';

/**
 * True for orgs whose path lies under the actor's org (itself included). The operator's subtree is
 * every org: no condition then, so that the planner does not have to guess how many orgs match.
 */
export function inSubtree(actor: Actor, path: SQL): SQL {
  if (actor.orgType === 'op') return sql`true`;
  return sql`${path} like ${`${actor.orgPath}%`}`;
}

/** True for orgs on the actor's chain: its ancestors and itself (the actor's path starts with theirs). */
export function onAncestorChain(actor: Actor, path: SQL): SQL {
  return sql`starts_with(${actor.orgPath}, ${path})`;
}

/** For the `staff` role: created by it or assigned to it. Other roles: no further limit. */
export function ownedBy(actor: Actor, createdBy: SQL, owner: SQL): SQL | undefined {
  if (actor.role !== 'staff') return undefined;
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
