/**
 * `npm run bench:search`: the search box's `GET /search` on PostgreSQL with 1,000,000 stores
 * (BENCH_STORES), as a user types: one request at a time, BENCH_REPS of each query (p50, p95, p99
 * in ms, target p99 < 100). Beside each, in the same run, a plain ILIKE baseline: the same kinds,
 * visibility and limit, each kind's name matched by `name ilike '%text%'` (no index can serve it),
 * sent straight to the database, BENCH_BASELINE_REPS times.
 *
 * The stores are written by the same code as `npm run seed -- --stores N` (set-based, seconds) into
 * database `da_bench_search_<N>` on the tests' server (TEST_DATABASE_URL), kept for the next run;
 * BENCH_FRESH=1 seeds it anew. Drop it when done (`drop database da_bench_search_1000000`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { can } from '../../resources/permissions';
import { SEARCH_DEFAULT_LIMIT, SEARCH_KINDS } from '../../resources/search';
import { API_PREFIX } from '../../server/app';
import { findActorByToken, type Actor } from '../../server/auth/actor';
import { loadConfig } from '../../server/config';
import { allOf } from '../../server/crud/source';
import type { Db } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { seedScaleStores } from '../../server/db/seed/scale';
import { SEARCH_SOURCES } from '../../server/routes/search/sources';
import { startServer } from '../../server/server';
import { ApiClient } from '../support/api-client';
import { keptPgDatabase, TEST_DATA_KEY } from '../support/server';

const STORES = Number(process.env.BENCH_STORES ?? 1_000_000);
const REPS = Number(process.env.BENCH_REPS ?? 200);
const BASELINE_REPS = Number(process.env.BENCH_BASELINE_REPS ?? 20);
const TARGET_P99_MS = 100;

interface Figures {
  p50: number;
  p95: number;
  p99: number;
}

/** `run` done `reps` times one after another (after a few unmeasured), and its latency percentiles in ms. */
async function timed(reps: number, run: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < Math.min(5, reps); i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < reps; i++) {
    const started = performance.now();
    await run();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** The baseline: per kind the caller may list, its visible records whose name holds `text` by a plain ILIKE, at most the limit. */
function baseline(db: Db, actor: Actor, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const queries: SQL[] = SEARCH_KINDS.filter((kind) => can(actor, `${kind}:list`)).map((kind) => {
    const { repo, id, name, matched } = SEARCH_SOURCES[kind];
    const where = sql.join(
      matched.map((field) => sql`${field} ilike ${pattern}`),
      sql` or `,
    );
    return sql`select ${id} as id, ${name} as name from ${repo.source.from} where ${allOf(repo.visible(actor), sql`(${where})`)} limit ${SEARCH_DEFAULT_LIMIT}`;
  });
  return () => Promise.all(queries.map((query) => db.execute(query)));
}

const url = await keptPgDatabase(`da_bench_search_${STORES}`, process.env.BENCH_FRESH === '1');
const server = await startServer(
  // the scale seeding runs through this server's pool: its statements may take longer than a request's bound
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_KEY: TEST_DATA_KEY,
    DB_STATEMENT_TIMEOUT_MS: '3600000',
  }),
  {
    seed: 'never',
  },
);
try {
  const { db, pool } = server.database;
  const { orgs, stores } = (
    await pool.query('select (select count(*) from orgs)::int as orgs, (select count(*) from stores)::int as stores')
  ).rows[0];
  if (orgs === 0) await seedDemo(db);
  if (stores >= STORES) console.log(`reusing the ${stores.toLocaleString('en-US')} stores seeded by an earlier run`);
  else {
    const started = performance.now();
    await seedScaleStores(db, STORES);
    console.log(`${STORES.toLocaleString('en-US')} stores seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const api = new ApiClient(`${server.url}${API_PREFIX}`);
  const one = async (where: string) => (await pool.query(`select id, name from stores s where ${where} order by id desc limit 1`)).rows[0];
  const dealerOrg = (await pool.query(`select org_id from staff where account = 'dealer1'`)).rows[0].org_id;
  const rare = await one(`name like '%-%'`);
  const dealerRare = await one(`name like '%-%' and org_id = ${Number(dealerOrg)}`);
  const scenarios = [
    { who: 'admin', password: 'admin123', what: 'a common word', q: 'kopi' },
    { who: 'admin', password: 'admin123', what: 'two letters', q: 'ko' },
    { who: 'admin', password: 'admin123', what: 'one store by its whole name', q: rare.name as string },
    { who: 'admin', password: 'admin123', what: 'the number that ends one name', q: (rare.name as string).split('-').at(-1)! },
    { who: 'admin', password: 'admin123', what: 'nothing matches', q: 'zzqx' },
    { who: 'admin', password: 'admin123', what: 'a store id', q: String(rare.id) },
    { who: 'dealer1', password: 'dealer123', what: 'a common word', q: 'kopi' },
    { who: 'dealer1', password: 'dealer123', what: 'one of its stores by its whole name', q: dealerRare.name as string },
    { who: 'dealer1', password: 'dealer123', what: 'nothing matches', q: 'zzqx' },
    { who: 'dealer2', password: 'dealer123', what: 'nothing matches', q: 'zzqx' },
  ];
  const rows: string[] = [];
  let failed = false;
  for (const s of scenarios) {
    const token = await api.login(s.who, s.password);
    const actor = (await findActorByToken(db, token))!.actor;
    const sample = await api.get('/search', { token, query: { q: s.q } });
    if (sample.code !== 0) throw new Error(`${s.who} ${s.q}: ${JSON.stringify(sample)}`);
    const ours = await timed(REPS, () => api.get('/search', { token, query: { q: s.q } }));
    const plain = await timed(BASELINE_REPS, baseline(db, actor, s.q));
    const pass = ours.p99 < TARGET_P99_MS;
    failed ||= !pass;
    rows.push(
      `| ${s.who} | ${s.what} (\`${s.q}\`) | ${sample.data.list.length} | ${ours.p50} | ${ours.p95} | ${ours.p99} | ` +
        `${plain.p50} | ${plain.p95} | ${plain.p99} | ${(plain.p50 / ours.p50).toFixed(1)}x | ${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  console.log(
    `\nGET /search on PostgreSQL, ${STORES.toLocaleString('en-US')} stores, one request at a time: ${REPS} each (the plain ILIKE baseline straight to the database: ${BASELINE_REPS}); ms.\n`,
  );
  console.log(
    `| who | query | hits | p50 | p95 | p99 (< ${TARGET_P99_MS}) | ILIKE p50 | ILIKE p95 | ILIKE p99 | ILIKE p50 / ours | result |`,
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
  if (failed) {
    console.error('Some queries missed the target (FAIL above).');
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
