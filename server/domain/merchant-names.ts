/**
 * Names of brands and stores within one dealer, case-insensitive: a brand's name is unique among its
 * dealer's brands (2104), a store's among its brand's stores (2103), and a store never takes the name
 * of a brand of the same dealer, nor a brand that of a store (2105), so that a name in a dealer's
 * back office always means one thing. Each check runs under a transaction-scoped lock on
 * (dealer, name's lock): two writes racing for one name queue, and the second sees the first's row.
 * A dealer's names share NAME_LOCKS locks, so that an import of thousands of names takes at most
 * that many (lockNames), not one per name.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import type { Tx } from '../db';
import { ApiError } from '../errors';

/** The unique indexes behind 2103 and 2104, for a write that loses a race anyway. */
export const BRAND_NAME_UNIQUE = { companies_org_name_uq: ErrorCode.BrandNameExists } as const;
export const STORE_NAME_UNIQUE = { stores_company_name_uq: ErrorCode.StoreNameExists } as const;

const NAME_LOCKS = 64;
const lockOf = (name: SQL) => sql`(hashtext(lower(${name})) & ${NAME_LOCKS - 1})`;

async function lockName(tx: Tx, orgId: number, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${orgId}::int, ${lockOf(sql`${name}`)})`);
}

/** The locks of all `names` of dealer `orgId`, in ascending order: two imports never wait on each other in a circle. */
export async function lockNames(tx: Tx, orgId: number, names: string[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${orgId}::int, k)
    from (select distinct ${lockOf(sql`n`)} as k from unnest(${sql.param(names)}::text[]) as n order by k) as locks`);
}

async function exists(tx: Tx, query: ReturnType<typeof sql>): Promise<boolean> {
  const { rows } = await tx.execute(sql`select exists (${query}) as found`);
  return rows[0].found === true;
}

const brandNamed = (orgId: number, name: string) => sql`select 1 from companies where org_id = ${orgId} and lower(name) = lower(${name})`;
const storeNamed = (orgId: number, name: string) => sql`select 1 from stores where lower(name) = lower(${name}) and org_id = ${orgId}`;

/** Brand `name` for dealer `orgId` is free (brand `id` itself aside, when renaming it). */
export async function claimBrandName(tx: Tx, orgId: number, name: string, id?: number) {
  await lockName(tx, orgId, name);
  const other = id === undefined ? sql`` : sql` and id <> ${id}`;
  if (await exists(tx, sql`${brandNamed(orgId, name)}${other}`)) throw new ApiError(ErrorCode.BrandNameExists);
  if (await exists(tx, storeNamed(orgId, name))) throw new ApiError(ErrorCode.BrandSameNameAsStore);
}

/** Store `name` in brand `companyId` of dealer `orgId` is free (store `id` itself aside, when renaming it). */
export async function claimStoreName(tx: Tx, where: { orgId: number; companyId: number }, name: string, id?: number) {
  await lockName(tx, where.orgId, name);
  const other = id === undefined ? sql`` : sql` and id <> ${id}`;
  const sameBrand = sql`select 1 from stores where company_id = ${where.companyId} and lower(name) = lower(${name})${other}`;
  if (await exists(tx, sameBrand)) throw new ApiError(ErrorCode.StoreNameExists);
  if (await exists(tx, brandNamed(where.orgId, name))) throw new ApiError(ErrorCode.BrandSameNameAsStore);
}
