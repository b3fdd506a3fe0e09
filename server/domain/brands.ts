/**
 * Where a new brand goes: in the caller's org, or in a dealer below it that the caller sees; and in
 * which country: a dealer's brands are in the dealer's country (a level-1 dealer's tree stays in its
 * country), the operator's own brands in the country it chooses. A brand's POS admin account is
 * unique across brands, whatever its case (2102).
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import type { Actor } from '../auth/actor';
import { visibleRecord } from '../crud/visibility';
import type { Tx } from '../db';
import { ApiError, invalidParam } from '../errors';

/** The unique index behind 2102, for a create that loses a race. */
export const BRAND_ADMIN_UNIQUE = { companies_admin_uq: ErrorCode.BrandAdminAccountExists } as const;

export async function assertBrandAdminFree(tx: Tx, account: string) {
  const { rows } = await tx.execute(sql`select 1 from companies where lower(admin_account) = lower(${account})`);
  if (rows.length > 0) throw new ApiError(ErrorCode.BrandAdminAccountExists);
}

/** The org and country of a new brand (1001 on `org_id` or `country` when the rule refuses them). */
export async function placeBrand(tx: Tx, actor: Actor, requested: { org_id?: number; country?: string }) {
  const orgId = requested.org_id ?? actor.orgId;
  const inView = orgId === actor.orgId ? sql`true` : sql`o.type = 'dealer' and ${visibleRecord(actor, 'o')}`;
  const { rows } = await tx.execute<{ type: string; country: string }>(
    sql`select o.type, o.country from orgs o where o.id = ${orgId} and ${inView}`,
  );
  const org = rows[0];
  if (!org) throw invalidParam('org_id');
  if (org.type === 'op') {
    if (!requested.country) throw invalidParam('country');
    return { orgId, country: requested.country };
  }
  if (requested.country !== undefined && requested.country !== org.country) throw invalidParam('country');
  return { orgId, country: org.country };
}
