/**
 * `GET /dashboard/summary`: counts and series for the dashboard, scoped to what the caller sees
 * (its org and the orgs below; the `staff` role only what it created or is assigned).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { actorOf } from '../../auth/plugin';
import { visibleRecord } from '../../crud/visibility';
import { Envelope, ok } from '../../http/envelope';

const Summary = Type.Object({
  dealers: Type.Integer(),
  companies: Type.Integer(),
  stores: Type.Object({ total: Type.Integer(), wait_activate: Type.Integer(), active: Type.Integer(), expired: Type.Integer() }),
  remaining_quota: Type.Union([Type.Integer(), Type.Null()]),
  stores_by_country: Type.Array(Type.Object({ country: Type.String(), count: Type.Integer() })),
  activations_by_month: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() })),
});

/** A store's status as of now: an active store past its expiry counts as expired. */
export const storeStatusNow = sql`case when s.status = 'active' and s.expire_at <= now() then 'expired' else s.status end`;

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/summary', { config: { permission: 'dashboard:view' }, schema: { response: { 200: Envelope(Summary) } } }, async (request) => {
    const actor = actorOf(request);
    const { db } = app.database;
    const orgVisible = visibleRecord(actor, 'o');
    const storeVisible = visibleRecord(actor, 'so', 's');
    const companyVisible = visibleRecord(actor, 'co', 'c');
    const [dealers, companies, stores, byCountry, byMonth] = await Promise.all([
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from orgs o where o.type = 'dealer' and o.id <> ${actor.orgId} and ${orgVisible}`,
      ),
      db.execute<{ n: number }>(sql`select count(*)::int as n from companies c join orgs co on co.id = c.org_id where ${companyVisible}`),
      db.execute<{ status: string; n: number }>(sql`
        select ${storeStatusNow} as status, count(*)::int as n
          from stores s join orgs so on so.id = s.org_id where ${storeVisible} group by 1`),
      db.execute<{ country: string; count: number }>(sql`
        select s.country, count(*)::int as count
          from stores s join orgs so on so.id = s.org_id where ${storeVisible} group by 1 order by 2 desc, 1`),
      db.execute<{ month: string; count: number }>(sql`
        select to_char(date_trunc('month', q.created_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as count
          from quota_log q join stores s on s.id = q.store_id join orgs so on so.id = s.org_id
         where q.kind in ('activate', 'renew') and q.created_at >= date_trunc('month', now()) - interval '11 months'
           and ${storeVisible}
         group by 1 order by 1`),
    ]);
    const statusCount = (status: string) => stores.rows.find((r) => r.status === status)?.n ?? 0;
    return ok({
      dealers: dealers.rows[0].n,
      companies: companies.rows[0].n,
      stores: {
        total: stores.rows.reduce((sum, r) => sum + r.n, 0),
        wait_activate: statusCount('wait_activate'),
        active: statusCount('active'),
        expired: statusCount('expired'),
      },
      remaining_quota: actor.orgType === 'op' ? null : actor.remainingQuota,
      stores_by_country: byCountry.rows,
      activations_by_month: lastTwelveMonths().map((month) => ({ month, count: byMonth.rows.find((r) => r.month === month)?.count ?? 0 })),
    });
  });
};

/** `YYYY-MM` of this month and the eleven before it, oldest first (months with no activity count 0). */
export function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
