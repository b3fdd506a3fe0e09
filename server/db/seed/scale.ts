/**
 * Scale data for measurements: `count` more stores spread over the demo dealers, in brands of 50,
 * a third active, a third waiting for activation, a third expired. The accounts they consumed are
 * allocated first and logged like any movement, so quota stays conserved.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '..';
import { hashPassword } from '../../auth/passwords';

const STORES_PER_BRAND = 50;

export async function seedScaleStores(db: Db, count: number): Promise<void> {
  const passwordHash = await hashPassword('0'.repeat(32));
  await db.transaction(async (tx) => {
    const dealers = (
      await tx.execute<{ id: number; parent_id: number; level: number; country: string; path: string }>(
        sql`select id, parent_id, level, country, path from orgs where type = 'dealer' order by id`,
      )
    ).rows;
    if (dealers.length === 0) throw new Error('No dealers: run the demo seed first.');
    const run = Date.now().toString(36);
    for (const [index, dealer] of dealers.entries()) {
      const share = Math.floor(count / dealers.length) + (index < count % dealers.length ? 1 : 0);
      if (share === 0) continue;
      const brands = Math.ceil(share / STORES_PER_BRAND);
      await tx.execute(sql`
        insert into companies (org_id, name, country, admin_account, admin_password_hash, contact_name, created_at)
        select ${dealer.id}, 'Scale Brand ' || ${run} || '-' || ${dealer.id} || '-' || g, ${dealer.country},
               'scale_' || ${run} || '_' || ${dealer.id} || '_' || g, ${passwordHash}, 'Scale Contact',
               now() - make_interval(days => g % 700)
          from generate_series(1, ${brands}) g`);
      await tx.execute(sql`
        with brand as (
          select id, row_number() over (order by id) - 1 as n from companies
           where org_id = ${dealer.id} and name like ${`Scale Brand ${run}-%`})
        insert into stores (company_id, org_id, name, country, tables, address, status, activated_at, expire_at, created_at, bill_enabled)
        select b.id, ${dealer.id}, 'Scale Store ' || ${run} || '-' || ${dealer.id} || '-' || g, ${dealer.country}, g % 60,
               'Street ' || g,
               case g % 3 when 0 then 'active' when 1 then 'wait_activate' else 'expired' end,
               case g % 3 when 1 then null else now() - make_interval(days => case g % 3 when 0 then g % 300 else 400 + g % 300 end) end,
               case g % 3 when 1 then null else now() - make_interval(days => case g % 3 when 0 then g % 300 else 400 + g % 300 end) + interval '365 days' end,
               now() - make_interval(days => case g % 3 when 1 then g % 30 else 400 + g % 300 end),
               g % 3 = 0
          from generate_series(0, ${share - 1}) g
          join brand b on b.n = g / ${STORES_PER_BRAND}`);
      const used = (
        await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from stores where org_id = ${dealer.id} and name like ${`Scale Store ${run}-%`} and status <> 'wait_activate'`)
      ).rows[0].n;
      // Allocate what the activations consumed down the chain (operator -> level 1 -> level 2), then log each activation.
      const chain = dealer.path.split('.').filter(Boolean).map(Number);
      for (let i = 1; i < chain.length; i++) {
        await tx.execute(sql`update orgs set quota = quota + ${used}, remaining_quota = remaining_quota + ${used} where id = ${chain[i]}`);
        await tx.execute(sql`
          insert into quota_log (kind, from_org_id, to_org_id, change, remark)
          values ('allocate', ${chain[i - 1]}, ${chain[i]}, ${used}, 'Scale data')`);
        if (i > 1) await tx.execute(sql`update orgs set remaining_quota = remaining_quota - ${used} where id = ${chain[i - 1]}`);
      }
      await tx.execute(sql`update orgs set remaining_quota = remaining_quota - ${used} where id = ${dealer.id}`);
      await tx.execute(sql`
        insert into quota_log (kind, from_org_id, store_id, change, remark, created_at)
        select 'activate', ${dealer.id}, id, 1, 'Scale data', activated_at
          from stores where org_id = ${dealer.id} and name like ${`Scale Store ${run}-%`} and status <> 'wait_activate'`);
    }
  });
}
