/**
 * The signed-in user behind a request, resolved from the bearer token in one query. A token works
 * only while it is unrevoked, unexpired and not idle past `idleSeconds` (SESSION_IDLE), its account is valid, and no org on its org's chain
 * (itself or an ancestor) is disabled.
 */
import { sql } from 'drizzle-orm';
import type { Actor as PermissionActor, OrgType, Role } from '../../resources/permissions';
import type { DbOrTx } from '../db';
import { tokenHash } from './tokens';

export interface Actor extends PermissionActor {
  staffId: number;
  account: string;
  name: string;
  orgId: number;
  orgName: string;
  /** Chain of org ids, e.g. `1.4.9.`; every org the actor sees has a path starting with it. */
  orgPath: string;
  country: string;
  /** The org's unused accounts at the time of the request. */
  remainingQuota: number;
  tokenId: number;
  /** Whether the account has two-factor sign-in turned on (REQUIRE_2FA, server/auth/enrolment.ts). */
  twoFactorOn: boolean;
  /** When the token was last marked used (server/auth/touch.ts). */
  lastUsedMs: number;
}

/** SQL that is true when no org on the chain `path` is disabled. */
export const chainIsValid = (path: unknown) =>
  sql`not exists (select 1 from orgs anc where anc.status = 'invalid' and starts_with(${path}, anc.path))`;

/** The actor of `token`, and when the token expires; undefined when the token does not work. */
export async function findActorByToken(db: DbOrTx, token: string, idleSeconds = 0): Promise<{ actor: Actor; expiresAt: Date } | undefined> {
  const result = await db.execute<{
    token_id: number;
    staff_id: number;
    account: string;
    name: string;
    role: Role;
    org_id: number;
    org_name: string;
    org_type: OrgType;
    org_level: number;
    org_path: string;
    country: string;
    remaining_quota: number;
    can_create_sub_dealer: boolean;
    expires_ms: number;
    last_used_ms: number;
    two_factor_on: boolean;
  }>(sql`
    select t.id as token_id, (extract(epoch from t.expires_at) * 1000)::float8 as expires_ms,
           (extract(epoch from t.last_used_at) * 1000)::float8 as last_used_ms,
           exists (select 1 from staff_two_factor f where f.staff_id = s.id and f.enabled_at is not null) as two_factor_on,
           s.id as staff_id, s.account, s.name, s.role,
           o.id as org_id, o.name as org_name, o.type as org_type, o.level as org_level,
           o.path as org_path, o.country, o.remaining_quota,
           coalesce(ds.can_create_sub_dealer, true) as can_create_sub_dealer
      from tokens t
      join staff s on s.id = t.staff_id
      join orgs o on o.id = s.org_id
      left join dealer_settings ds on ds.org_id = o.id
     where t.token_hash = ${tokenHash(token)}
       and t.revoked_at is null
       and t.expires_at > now()
       and (${idleSeconds} = 0 or t.last_used_at > now() - make_interval(secs => ${idleSeconds}))
       and s.status = 'valid'
       and ${chainIsValid(sql`o.path`)}`);
  const row = result.rows[0];
  if (!row) return undefined;
  const actor: Actor = {
    tokenId: row.token_id,
    staffId: row.staff_id,
    account: row.account,
    name: row.name,
    role: row.role,
    orgId: row.org_id,
    orgName: row.org_name,
    orgType: row.org_type,
    orgLevel: Number(row.org_level),
    orgPath: row.org_path,
    country: row.country,
    remainingQuota: row.remaining_quota,
    canCreateSubDealer: row.can_create_sub_dealer,
    twoFactorOn: row.two_factor_on,
    lastUsedMs: row.last_used_ms,
  };
  return { actor: Object.freeze(actor), expiresAt: new Date(row.expires_ms) };
}
