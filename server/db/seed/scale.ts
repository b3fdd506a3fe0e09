/**
 * Scale data for measurements: `count` more stores spread evenly over the demo dealers, in brands of
 * 50, named from a few words (so that name filters match a part of them), a third active (expiring
 * over the coming year), a third waiting for activation, a third expired. Rows are written in the
 * order of their creation time, the dealers' stores interleaved, as a live system's would be. The
 * accounts they used are allocated first and logged like any movement, so quota stays conserved.
 *
 * Fast on a million rows: each table is filled by one set-based statement (generate_series), and
 * the secondary indexes and foreign keys of the big tables are dropped for the load and made again
 * once at the end (one sort per index and one check per key instead of a million insertions and
 * lookups), all in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '..';
import { countryOf } from '../../../resources/countries';
import { hashPassword } from '../../auth/passwords';

const STORES_PER_BRAND = 50;
const CUISINES = ['Kopi', 'Warung', 'Bakso', 'Sate', 'Mie', 'Nasi', 'Kebab', 'Pide', 'Lechon', 'Roti', 'Teh', 'Ayam'];
const PLACES = ['Central', 'Harbour', 'Market', 'Station', 'Garden', 'Plaza', 'Riverside', 'Airport', 'Campus', 'Old Town'];
const words = (list: string[]) => sql.raw(`(array[${list.map((w) => `'${w}'`).join(', ')}])`);

interface Dealer {
  id: number;
  country: string;
  path: string;
}

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

/** Store `g` (0 to count - 1) belongs to dealer `g % n`, as its store number `g / n`. */
async function insertStores(tx: Tx, dealers: Dealer[], count: number, run: string, passwordHash: string) {
  const n = dealers.length;
  const ids = sql.param(dealers.map((d) => d.id));
  const countries = sql.param(dealers.map((d) => d.country));
  const lats = sql.param(dealers.map((d) => countryOf(d.country)?.lat ?? 0));
  const lngs = sql.param(dealers.map((d) => countryOf(d.country)?.lng ?? 0));
  const brandsOf = sql.param(dealers.map((_, k) => Math.ceil(Math.ceil((count - k) / n) / STORES_PER_BRAND)));
  await tx.execute(sql`
    insert into companies (org_id, name, country, admin_account, admin_password_hash, contact_name, created_at)
    select d.id, ${words(CUISINES)}[1 + b % ${CUISINES.length}] || ' Group ' || ${run} || '-' || d.id || '-' || b, d.country,
           'scale_' || ${run} || '_' || d.id || '_' || b, ${passwordHash}, 'Scale Contact', now() - make_interval(days => 700 + b % 300)
      from unnest(${ids}::int[], ${countries}::text[], ${brandsOf}::int[]) as d(id, country, brands)
     cross join generate_series(0, d.brands - 1) b`);
  // g % 3: 0 active (expiring within the coming year), 1 waiting, 2 expired.
  await tx.execute(sql`
    with brand as (
      select id, org_id, (regexp_match(name, '-(\\d+)$'))[1]::int as b from companies where name like ${`% Group ${run}-%`}),
    plan as (
      select g, g % ${n} + 1 as k, g / ${n} as j,
             case g % 3 when 0 then now() - make_interval(days => g % 365, secs => g % 86400)
                        when 2 then now() - make_interval(days => 400 + g % 300, secs => g % 86400) end as activated
        from generate_series(0, ${count - 1}) g),
    placed as (
      select p.*, (${ids}::int[])[p.k] as org_id, (${countries}::text[])[p.k] as country,
             coalesce(p.activated - interval '3 days', now() - make_interval(days => p.g % 30, secs => p.g % 86400)) as created_at
        from plan p)
    insert into stores (company_id, org_id, name, country, tables, business_hours, address, lat, lng, version_id,
                        status, activated_at, expire_at, created_at, bill_enabled)
    select b.id, r.org_id,
           ${words(CUISINES)}[1 + (r.g / 7) % ${CUISINES.length}] || ' ' || ${words(PLACES)}[1 + r.g % ${PLACES.length}] || ' ' || ${run} || '-' || r.g,
           r.country, r.g % 60, '[{"day":1,"open":"10:00","close":"22:00"},{"day":5,"open":"10:00","close":"02:00"}]'::jsonb,
           'Street ' || r.g, (${lats}::float8[])[r.k], (${lngs}::float8[])[r.k], (select array_agg(id order by id) from versions)[1 + r.g % 4],
           case when r.activated is null then 'wait_activate' else 'active' end,
           r.activated, r.activated + interval '365 days', r.created_at, r.g % 3 = 0
      from placed r join brand b on b.org_id = r.org_id and b.b = r.j / ${STORES_PER_BRAND}
     order by r.created_at`);
}

/** The accounts the new activations used, allocated down each dealer's chain first, and one log row per activation. */
async function accountForActivations(tx: Tx, dealers: Dealer[], afterId: number) {
  const activated = sql`from stores where id > ${afterId} and activated_at is not null`;
  const used = await tx.execute<{ org_id: number; n: number }>(sql`select org_id, count(*)::int as n ${activated} group by org_id`);
  for (const { org_id, n } of used.rows) {
    const chain = dealers
      .find((d) => d.id === org_id)!
      .path.split('.')
      .filter(Boolean)
      .map(Number);
    for (let i = 1; i < chain.length; i++) {
      await tx.execute(sql`update orgs set quota = quota + ${n}, remaining_quota = remaining_quota + ${n} where id = ${chain[i]}`);
      await tx.execute(sql`
        insert into quota_log (kind, from_org_id, to_org_id, change, remark) values ('allocate', ${chain[i - 1]}, ${chain[i]}, ${n}, 'Scale data')`);
      if (i > 1) await tx.execute(sql`update orgs set remaining_quota = remaining_quota - ${n} where id = ${chain[i - 1]}`);
    }
    await tx.execute(sql`update orgs set remaining_quota = remaining_quota - ${n} where id = ${org_id}`);
  }
  await tx.execute(sql`
    insert into quota_log (kind, from_org_id, store_id, change, remark, created_at)
    select 'activate', org_id, id, 1, 'Scale data', activated_at ${activated} order by activated_at`);
}

export async function seedScaleStores(db: Db, count: number): Promise<void> {
  const passwordHash = await hashPassword('0'.repeat(32));
  await db.transaction(async (tx) => {
    const dealers = (
      await tx.execute<Dealer & Record<string, unknown>>(sql`select id, country, path from orgs where type = 'dealer' order by id`)
    ).rows;
    if (dealers.length === 0) throw new Error('No dealers: run the demo seed first.');
    const { after } = (await tx.execute<{ after: number }>(sql`select coalesce(max(id), 0) as after from stores`)).rows[0];
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const rebuild = [await withoutSecondaryIndexes(tx, 'stores'), await withoutSecondaryIndexes(tx, 'quota_log')];
    const run = Date.now().toString(36);
    await insertStores(tx, dealers, count, run, passwordHash);
    await accountForActivations(tx, dealers, after);
    for (const build of rebuild) await build();
  });
  // Statistics for the planner and a visibility map for index-only scans, before anyone measures.
  await db.execute(sql`vacuum analyze companies, stores, quota_log`);
}
