/**
 * `GET /dashboard/summary` (resources/dashboard.ts): counts, series and the licences about to end,
 * scoped to what the caller sees (its org and the orgs below; the `staff` role only what it created
 * or is assigned). Stores are read through the store repository, so status and visibility are the
 * store list's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES } from '../../../resources/countries';
import { DashboardSummary } from '../../../resources/dashboard';
import { EXPIRING_WITHIN_DAYS } from '../../../resources/limits';
import type { Actor } from '../../auth/actor';
import { actorOf } from '../../auth/plugin';
import { iso } from '../../crud/source';
import { visibleRecord } from '../../crud/visibility';
import type { DbOrTx } from '../../db';
import { Envelope, ok } from '../../http/envelope';
import { storeRepo, storeStatus } from '../store/repository';

/** `YYYY-MM` of this month and the eleven before it, oldest first (months with no activity count 0). */
export function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const monthOf = (expr: SQL) => sql`to_char(date_trunc('month', ${expr} at time zone 'UTC'), 'YYYY-MM')`;
const lastYear = (expr: SQL) => sql`${expr} >= date_trunc('month', now()) - interval '11 months'`;

function monthly(rows: { month: string; count: number }[]) {
  return lastTwelveMonths().map((month) => ({ month, count: rows.find((r) => r.month === month)?.count ?? 0 }));
}

async function summaryOf(db: DbOrTx, actor: Actor) {
  const stores = sql`${storeRepo.source.from} where ${storeRepo.visible(actor)}`;
  const rows = async <T>(query: SQL) => (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
  const [dealers, companies, byStatus, byCountry, activations, created, revenue, expiring, accounts] = await Promise.all([
    rows<{ n: number }>(
      sql`select count(*)::int as n from orgs o where o.type = 'dealer' and o.id <> ${actor.orgId} and ${visibleRecord(actor, 'o')}`,
    ),
    rows<{ n: number }>(
      sql`select count(*)::int as n from companies c join orgs co on co.id = c.org_id where ${visibleRecord(actor, 'co', 'c')}`,
    ),
    rows<{ status: string; n: number }>(sql`select ${storeStatus} as status, count(*)::int as n from ${stores} group by 1`),
    rows<{ country: string; count: number }>(sql`select s.country, count(*)::int as count from ${stores} group by 1 order by 2 desc, 1`),
    rows<{ month: string; count: number }>(sql`
      select ${monthOf(sql`q.created_at`)} as month, count(*)::int as count
        from quota_log q join stores s on s.id = q.store_id join orgs so on so.id = s.org_id
       where q.kind in ('activate', 'renew') and ${lastYear(sql`q.created_at`)} and ${storeRepo.visible(actor)}
       group by 1`),
    rows<{ month: string; count: number }>(
      sql`select ${monthOf(sql`s.created_at`)} as month, count(*)::int as count from ${stores} and ${lastYear(sql`s.created_at`)} group by 1`,
    ),
    rows<{ country: string; amount: number }>(sql`
      select s.country, coalesce(sum(o.amount), 0)::bigint as amount
        from orders o join stores s on s.id = o.store_id join orgs so on so.id = s.org_id
       where ${storeRepo.visible(actor)} and ${lastYear(sql`o.created_at`)}
       group by 1 order by 1`),
    rows<{
      id: number;
      name: string;
      org_id: number;
      company_name: string;
      org_name: string;
      country: string;
      expire_at: string;
      total: number;
    }>(sql`
      select s.id, s.name, s.org_id, (select c.name from companies c where c.id = s.company_id) as company_name, so.name as org_name, s.country, ${iso(sql`s.expire_at`)} as expire_at,
             count(*) over ()::int as total
        from ${stores} and s.expire_at > now() and s.expire_at <= now() + make_interval(days => ${EXPIRING_WITHIN_DAYS})
       order by s.expire_at, s.id limit 20`),
    rows<{ held: number; allocated: number; used: number }>(sql`
      select (select quota from orgs where id = ${actor.orgId}) as held,
             (select coalesce(sum(quota), 0)::int from orgs where parent_id = ${actor.orgId}) as allocated,
             (select coalesce(sum(change), 0)::int from quota_log where from_org_id = ${actor.orgId} and kind in ('activate', 'renew')) as used`),
  ]);
  const statusCount = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  const operator = actor.orgType === 'op';
  return {
    dealers: dealers[0].n,
    companies: companies[0].n,
    stores: {
      total: byStatus.reduce((sum, r) => sum + r.n, 0),
      wait_activate: statusCount('wait_activate'),
      active: statusCount('active'),
      expired: statusCount('expired'),
    },
    remaining_quota: operator ? null : actor.remainingQuota,
    accounts: { held: operator ? null : accounts[0].held, allocated: accounts[0].allocated, used: accounts[0].used },
    stores_by_country: byCountry,
    activations_by_month: monthly(activations),
    new_stores_by_month: monthly(created),
    revenue_by_country: revenue.map(({ country, amount }) => ({
      country,
      currency: COUNTRIES.find((c) => c.code === country)?.currency ?? '',
      amount: Number(amount),
    })),
    expiring: expiring.map(({ total: _total, ...store }) => store),
    expiring_total: expiring[0]?.total ?? 0,
  };
}

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/summary',
    { config: { permission: 'dashboard:view' }, schema: { response: { 200: Envelope(DashboardSummary) } } },
    async (request) => ok(await summaryOf(app.database.db, actorOf(request))),
  );
};
