/**
 * Scale data for measurements: `count` more stores spread over the demo dealers, in brands of 50,
 * named from a few words (so that name filters match a part of them), a third active (expiring over
 * the coming year), a third waiting for activation, a third expired. The accounts they used are
 * allocated first and logged like any movement, so quota stays conserved.
 *
 * Fast on a million rows: every table is filled by one set-based statement per dealer
 * (generate_series), and the secondary indexes and foreign keys of the big tables are dropped for
 * the load and made again once at the end (one sort per index and one check per key instead of a
 * million insertions and lookups), all in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '..';
import { countryOf } from '../../../resources/countries';
import { hashPassword } from '../../auth/passwords';

const STORES_PER_BRAND = 50;
const CUISINES = ['Kopi', 'Warung', 'Bakso', 'Sate', 'Mie', 'Nasi', 'Kebab', 'Pide', 'Lechon', 'Roti', 'Teh', 'Ayam'];
const PLACES = ['Central', 'Harbour', 'Market', 'Station', 'Garden', 'Plaza', 'Riverside', 'Airport', 'Campus', 'Old Town'];
const words = (list: string[]) => sql.raw(`(array[${list.map((w) => `'${w}'`).join(', ')}])`);

/** Drops the table's foreign keys and indexes other than its primary key, and answers how to make them again. */
async function withoutSecondaryIndexes(tx: Tx, table: string): Promise<() => Promise<void>> {
  const keys = await tx.execute<{ name: string; definition: string }>(sql`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = ${table}::regclass and contype = 'f'`);
  const indexes = await tx.execute<{ name: string; definition: string }>(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = ${table}
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype = 'p')`);
  for (const key of keys.rows) await tx.execute(sql.raw(`alter table "${table}" drop constraint "${key.name}"`));
  for (const index of indexes.rows) await tx.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    for (const index of indexes.rows) await tx.execute(sql.raw(index.definition));
    for (const key of keys.rows) await tx.execute(sql.raw(`alter table "${table}" add constraint "${key.name}" ${key.definition}`));
  };
}

interface Dealer {
  id: number;
  country: string;
  path: string;
}

async function seedDealerStores(tx: Tx, dealer: Dealer, share: number, run: string, passwordHash: string) {
  const brands = Math.ceil(share / STORES_PER_BRAND);
  const prefix = `${run}-${dealer.id}-`;
  const { lat, lng } = countryOf(dealer.country) ?? { lat: 0, lng: 0 };
  const { after } = (await tx.execute<{ after: number }>(sql`select coalesce(max(id), 0) as after from stores`)).rows[0];
  const activatedHere = sql`from stores where id > ${after} and org_id = ${dealer.id} and activated_at is not null`;
  await tx.execute(sql`
    insert into companies (org_id, name, country, admin_account, admin_password_hash, contact_name, created_at)
    select ${dealer.id}, ${words(CUISINES)}[1 + g % ${CUISINES.length}] || ' Group ' || ${prefix} || g, ${dealer.country},
           'scale_' || ${run} || '_' || ${dealer.id} || '_' || g, ${passwordHash}, 'Scale Contact',
           now() - make_interval(days => 700 + g % 300)
      from generate_series(1, ${brands}) g`);
  // g % 3: 0 active (expiring within the coming year), 1 waiting, 2 expired.
  await tx.execute(sql`
    with brand as (
      select id, row_number() over (order by id) - 1 as n from companies
       where org_id = ${dealer.id} and name like ${`% Group ${prefix}%`}),
    plan as (
      select g, case g % 3 when 0 then now() - make_interval(days => g % 365, secs => g % 86400)
                           when 2 then now() - make_interval(days => 400 + g % 300, secs => g % 86400) end as activated
        from generate_series(0, ${share - 1}) g)
    insert into stores (company_id, org_id, name, country, tables, business_hours, address, lat, lng, version_id,
                        status, activated_at, expire_at, created_at, bill_enabled)
    select b.id, ${dealer.id},
           ${words(CUISINES)}[1 + (g / 7) % ${CUISINES.length}] || ' ' || ${words(PLACES)}[1 + g % ${PLACES.length}] || ' ' || ${prefix} || g,
           ${dealer.country}, g % 60, '[{"day":1,"open":"10:00","close":"22:00"},{"day":5,"open":"10:00","close":"02:00"}]'::jsonb,
           'Street ' || g, ${lat}, ${lng}, (select array_agg(id order by id) from versions)[1 + g % 4],
           case when p.activated is null then 'wait_activate' else 'active' end,
           p.activated, p.activated + interval '365 days',
           coalesce(p.activated - interval '3 days', now() - make_interval(days => g % 30, secs => g % 86400)),
           g % 3 = 0
      from plan p join brand b on b.n = p.g / ${STORES_PER_BRAND}`);
  const used = (
    await tx.execute<{ n: number }>(sql`
      select count(*)::int as n ${activatedHere}`)
  ).rows[0].n;
  // Allocate what the activations used down the chain (operator -> level 1 -> level 2), then log each activation.
  const chain = dealer.path.split('.').filter(Boolean).map(Number);
  for (let i = 1; i < chain.length; i++) {
    await tx.execute(sql`update orgs set quota = quota + ${used}, remaining_quota = remaining_quota + ${used} where id = ${chain[i]}`);
    await tx.execute(sql`
      insert into quota_log (kind, from_org_id, to_org_id, change, remark) values ('allocate', ${chain[i - 1]}, ${chain[i]}, ${used}, 'Scale data')`);
    if (i > 1) await tx.execute(sql`update orgs set remaining_quota = remaining_quota - ${used} where id = ${chain[i - 1]}`);
  }
  await tx.execute(sql`update orgs set remaining_quota = remaining_quota - ${used} where id = ${dealer.id}`);
  await tx.execute(sql`
    insert into quota_log (kind, from_org_id, store_id, change, remark, created_at)
    select 'activate', ${dealer.id}, id, 1, 'Scale data', activated_at ${activatedHere}`);
}

export async function seedScaleStores(db: Db, count: number): Promise<void> {
  const passwordHash = await hashPassword('0'.repeat(32));
  await db.transaction(async (tx) => {
    const dealers = (
      await tx.execute<Dealer & Record<string, unknown>>(sql`select id, country, path from orgs where type = 'dealer' order by id`)
    ).rows;
    if (dealers.length === 0) throw new Error('No dealers: run the demo seed first.');
    const run = Date.now().toString(36);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const rebuild = [await withoutSecondaryIndexes(tx, 'stores'), await withoutSecondaryIndexes(tx, 'quota_log')];
    for (const [index, dealer] of dealers.entries()) {
      const share = Math.floor(count / dealers.length) + (index < count % dealers.length ? 1 : 0);
      if (share > 0) await seedDealerStores(tx, dealer, share, run, passwordHash);
    }
    for (const build of rebuild) await build();
  });
  // Statistics for the planner and a visibility map for index-only scans, before anyone measures.
  await db.execute(sql`vacuum analyze companies, stores, quota_log`);
}
