/**
 * `npm run bench:stores`: the store list under load, in one run: PostgreSQL with 1,000,000 stores
 * and the embedded database with 100,000 (BENCH_STORES_PG, BENCH_STORES_EMBEDDED; BENCH_DBS picks
 * the databases), seeded by the same code as `npm run seed -- --stores N` (its time is printed).
 *
 * Loads, 10 connections each, BENCH_SECONDS long in BENCH_ROUNDS rounds: the operator and a level-1
 * dealer each asking a filtered, sorted page with its total. The very SQL the server sent for that
 * page (captured from its pool) is also sent straight to its database by 10 callers through a pool
 * of the server's settings, in turns with the server's rounds, and the table gives both and the
 * ratio. On the embedded database `/health` is loaded alongside the list (it must stay quick while
 * the database is busy).
 *
 * The seeded databases are kept for the next run, which reuses them (only the server's start and
 * migrations then): PostgreSQL database `da_bench_stores_<N>` on the tests' server
 * (TEST_DATABASE_URL; BENCH_STORES_DB names another, so that checkouts sharing a server keep their
 * own), embedded data folder `.tmp/bench-stores-<N>/`. BENCH_FRESH=1 seeds them anew; drop them when
 * done (`drop database da_bench_stores_1000000`, `rm -r .tmp/bench-stores-*`).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { API_PREFIX } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedDemo } from '../../server/db/seed/demo';
import { startServer, type RunningServer } from '../../server/server';
import { seedScaleStores } from '../../server/db/seed/scale';
import { ApiClient } from '../support/api-client';
import { keptPgDatabase, TEST_DATA_KEY, type TestDb } from '../support/server';
import { captureQueries, type Captured } from './capture';
import { load, type LoadResult } from './http';
import { missed, printGrid, runGrid, type GridCell } from './store-grid';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const dbs = (process.env.BENCH_DBS ?? 'pg,embedded').split(',') as TestDb[];
const STORES: Record<TestDb, number> = {
  pg: Number(process.env.BENCH_STORES_PG ?? 1_000_000),
  embedded: Number(process.env.BENCH_STORES_EMBEDDED ?? 100_000),
};
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const slice = seconds / ROUNDS;
const TARGET_P99: Record<TestDb, number> = { pg: 50, embedded: 100 };
/** Issue 9's other targets: the server's throughput against the raw SQL's, and /health's p99 alongside. */
const TARGET_VS_RAW = 0.5;
const TARGET_HEALTH_P99 = 20;
/** The filter-by-sort grid (store-grid.ts): on PostgreSQL, each cell this many seconds; BENCH_GRID=0 leaves it out. */
const GRID_SECONDS = Number(process.env.BENCH_GRID_SECONDS ?? 2);
const RUN_GRID = process.env.BENCH_GRID !== '0';
const RUN_SCENARIOS = process.env.BENCH_SCENARIOS !== '0';
let grid: GridCell[] = [];

const SCENARIOS = [
  {
    who: 'admin',
    password: 'admin123',
    name: 'operator: active in ID+MY, by name, page 3',
    query: 'status=active&countries=ID,MY&sort=name&order=asc&page=3&size=20',
  },
  {
    who: 'dealer1',
    password: 'dealer123',
    name: 'level-1 dealer: active, soonest expiry first, page 2',
    query: 'status=active&sort=expire_at&order=asc&page=2&size=20',
  },
  {
    who: 'dealer1',
    password: 'dealer123',
    name: 'level-1 dealer: name "kopi", newest first, page 2',
    query: 'name=kopi&page=2&size=20',
  },
] as const;

/** One load's figures; several rounds of it merge into one (mean throughput, worst p99 of the rounds). */
interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

interface Row {
  db: TestDb;
  stores: number;
  name: string;
  api: Measured;
  raw?: Measured;
  health?: Measured;
}

const measured = (r: LoadResult): Measured => ({
  requestsPerSecond: r.requestsPerSecond,
  p50: r.p50,
  p99: r.p99,
  failures: r.non2xx + r.errors,
});

function merge(rounds: Measured[]): Measured {
  const mean = rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length;
  const p50s = rounds.map((r) => r.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(mean),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...rounds.map((r) => r.p99)),
    failures: rounds.reduce((sum, r) => sum + r.failures, 0),
  };
}

/**
 * `queries` over and over for `length` seconds by CONNECTIONS callers at once, each sending them
 * together as the server does (page and count at the same time), through `pool`.
 */
async function rawRound(pool: pg.Pool, queries: Captured[], length: number): Promise<Measured> {
  const latencies: number[] = [];
  const until = performance.now() + length * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await Promise.all(queries.map((q) => pool.query(q.text, q.values)));
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.floor(latencies.length * share)]);
  return { requestsPerSecond: Math.round(latencies.length / length), p50: at(0.5), p99: at(0.99), failures: 0 };
}

const rows: Row[] = [];

/** The server on the kept database of `db` with `count` scale stores, seeded first when it has fewer. */
async function keptServer(db: TestDb, count: number): Promise<RunningServer> {
  const fresh = process.env.BENCH_FRESH === '1';
  // the scale seeding runs through this server's pool: its statements may take longer than a request's bound
  const env: Record<string, string> = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DB_STATEMENT_TIMEOUT_MS: '3600000' };
  if (db === 'pg')
    Object.assign(env, {
      DATABASE_URL: await keptPgDatabase(process.env.BENCH_STORES_DB ?? `da_bench_stores_${count}`, fresh),
      DATA_KEY: TEST_DATA_KEY,
    });
  else {
    env.DATA_DIR = path.resolve(import.meta.dirname, `../../.tmp/bench-stores-${count}`);
    if (fresh) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  const server = await startServer(loadConfig(env), { seed: 'never' });
  const { db: orm, pool } = server.database;
  const { orgs, stores } = (await pool.query('select (select count(*) from orgs) as orgs, (select count(*) from stores) as stores'))
    .rows[0];
  if (orgs === 0) await seedDemo(orm);
  if (stores >= count) console.log(`${db}: reusing the ${Number(stores).toLocaleString('en-US')} stores seeded by an earlier run`);
  else {
    const started = performance.now();
    await seedScaleStores(orm, count);
    console.log(`${db}: ${count.toLocaleString('en-US')} stores seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return server;
}

/**
 * A freshly started server on the kept embedded database (seeded by an earlier start, then stopped):
 * how long its first list request takes after the start (login, then page 1 as the operator), and
 * its throughput over its first 20 s in 5 s slices, 10 connections.
 */
async function freshStart(count: number): Promise<string> {
  await (await keptServer('embedded', count)).close();
  const running = await keptServer('embedded', count);
  try {
    const api = new ApiClient(`${running.url}${API_PREFIX}`);
    const started = performance.now();
    const token = await api.login('admin', 'admin123');
    await api.get('/store/list?page=1&size=20', { token });
    const first = performance.now() - started;
    const slices: number[] = [];
    for (let slice = 0; slice < 4; slice++) {
      const result = await load('fresh', `${running.url}${API_PREFIX}/store/list?page=1&size=20`, {
        headers: { authorization: `Bearer ${token}` },
        seconds: 5,
        connections: CONNECTIONS,
        workers: 1,
      });
      slices.push(result.requestsPerSecond);
    }
    return `embedded, ${count.toLocaleString('en-US')} stores, just started: login and first store list page ${Math.round(first)} ms; req/s in its first 20 s (5 s slices): ${slices.join(', ')}`;
  } finally {
    await running.close();
  }
}

const fresh = dbs.includes('embedded') && process.env.BENCH_FRESH_START !== '0' ? await freshStart(STORES.embedded) : undefined;

for (const db of dbs) {
  const running = await keptServer(db, STORES[db]);
  const server = { api: `${running.url}${API_PREFIX}`, server: running };
  try {
    const api = new ApiClient(server.api);
    // The server's connection settings (database, session options), in a pool of this process's own.
    const rawPool = new pg.Pool({ ...server.server.database.pool.options, max: CONNECTIONS });
    if (db === 'pg' && RUN_GRID) {
      const token = await api.login('admin', 'admin123');
      // a list row carries no brand id (resources/store/list.ts): the first store's detail does
      const first = await api.get('/store/list?page=1&size=1&sort=id&order=asc', { token });
      const brand = await api.get(`/store/detail?id=${first.data.list[0].id}`, { token });
      await load('warm-up', `${server.api}/store/list?page=1&size=20`, { headers: { authorization: `Bearer ${token}` }, seconds: 2 });
      grid = await runGrid(server.api, token, brand.data.company_id as number, GRID_SECONDS);
    }
    for (const scenario of RUN_SCENARIOS ? SCENARIOS : []) {
      const token = await api.login(scenario.who, scenario.password);
      const headers = { authorization: `Bearer ${token}` };
      const url = `${server.api}/store/list?${scenario.query}`;
      const sample = await api.get(`/store/list?${scenario.query}`, { token });
      if (sample.code !== 0 || sample.data.list.length === 0) throw new Error(`${scenario.name}: ${JSON.stringify(sample).slice(0, 300)}`);
      const queries = await captureQueries(server.server.database.pool, /from stores s/, () =>
        api.get(`/store/list?${scenario.query}`, { token }),
      );
      await load('warm-up', url, { headers, seconds: 1 });
      // Server and raw SQL take turns, so that a change in the machine's other load weighs on both.
      const rounds: { api: Measured; raw?: Measured; health?: Measured }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const listLoad = load(scenario.name, url, { headers, seconds: slice, connections: CONNECTIONS, workers: 1 });
        const healthLoad =
          db === 'embedded' ? load('/health', `${server.api}/health`, { seconds: slice, connections: 2, workers: 1 }) : undefined;
        const [list, health] = await Promise.all([listLoad, healthLoad]);
        rounds.push({ api: measured(list), health: health && measured(health), raw: await rawRound(rawPool, queries, slice) });
      }
      rows.push({
        db,
        stores: STORES[db],
        name: `${scenario.name} (total ${sample.data.total}${sample.data.total_capped ? '+' : ''})`,
        api: merge(rounds.map((r) => r.api)),
        raw: merge(rounds.map((r) => r.raw!)),
        health: db === 'embedded' ? merge(rounds.map((r) => r.health!)) : undefined,
      });
    }
    await rawPool.end();
  } finally {
    await running.close();
  }
}

console.log(
  `\nEach load: ${seconds} s in ${ROUNDS} rounds (the server's and the raw SQL's taking turns), ${CONNECTIONS} connections, ` +
    `on this machine, in one run. req/s: mean of the rounds; p99: the worst round's.\n`,
);
console.log(
  `| database | stores | list | req/s | p50 ms | p99 ms | target p99 | raw pg req/s | raw pg p99 ms | vs raw pg (>= ${TARGET_VS_RAW}x) | /health p99 ms (<= ${TARGET_HEALTH_P99}) | result |`,
);
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
/** Whether a row meets every target that applies to it. */
const passes = (row: Row) =>
  row.api.p99 <= TARGET_P99[row.db] &&
  (!row.raw || row.api.requestsPerSecond / row.raw.requestsPerSecond >= TARGET_VS_RAW) &&
  (!row.health || row.health.p99 <= TARGET_HEALTH_P99);
for (const row of rows) {
  const ratio = row.raw ? `${(row.api.requestsPerSecond / row.raw.requestsPerSecond).toFixed(2)}x` : '';
  console.log(
    `| ${row.db} | ${row.stores.toLocaleString('en-US')} | ${row.name} | ${row.api.requestsPerSecond} | ${row.api.p50} | ${row.api.p99} | ` +
      `${TARGET_P99[row.db]} | ${row.raw?.requestsPerSecond ?? ''} | ${row.raw?.p99 ?? ''} | ${ratio} | ${row.health?.p99 ?? ''} | ${passes(row) ? 'PASS' : 'FAIL'} |`,
  );
}
if (fresh) console.log(`\n${fresh}`);
if (grid.length > 0) {
  console.log(
    `\nThe store list's filters by its sorts, PostgreSQL, ${STORES.pg.toLocaleString('en-US')} stores, as the operator, page 3 of 20, ${CONNECTIONS} connections, ${GRID_SECONDS} s a cell:`,
  );
  printGrid(grid);
}
if (rows.some((r) => r.api.failures > 0 || (r.health?.failures ?? 0) > 0) || grid.some((c) => c.failures > 0)) {
  console.error('Some requests failed: the figures are not valid.');
  process.exitCode = 1;
}
if (!rows.every(passes) || grid.some(missed)) {
  console.error('Some targets were missed (FAIL above).');
  process.exitCode = 1;
}
