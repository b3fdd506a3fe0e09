/**
 * `npm run bench:directus`: the store list against Directus (directus-server.ts) on one PostgreSQL
 * database with 100,000 stores (stores-database.ts; BENCH_DIRECTUS_DB names it, kept for later runs),
 * and against a minimal Fastify + pg route sending the very SQL our server sent for that page
 * (minimal-route-process.ts).
 *
 * The request: a level-1 dealer's stores, page 3 of 20, newest first, with the total, asking for the
 * fields its web list asks for; Directus gets `/items/stores` with the same filter (the dealer's
 * orgs), sort, page and `meta=filter_count`, and the stored columns behind those fields. 10
 * connections, BENCH_ROUNDS (4) interleaved rounds of BENCH_SECONDS (10) s each; a table per round
 * with the targets: ours at least 5x Directus's req/s in every round with a lower p99, and at least
 * 0.95x the minimal route's. When Directus cannot run here, the table says why in its place.
 */
import os from 'node:os';
import pg from 'pg';
import { buildServer } from '../../scripts/build-server';
import { storeList } from '../../resources/store/list';
import { listFields } from '../../resources/list-fields';
import { ApiClient } from '../support/api-client';
import { TEST_DATA_KEY } from '../support/server';
import { startDirectus, DIRECTUS_VERSION } from './directus-server';
import { load, type LoadResult } from './http';
import { POOL_SIZE, requestSql, startMinimalRoute } from './minimal-route-process';
import { startCompiledServer } from './processes';
import { keptStoresDatabase } from './stores-database';

const STORES = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = 10;
const DATABASE = process.env.BENCH_DIRECTUS_DB ?? 'da_bench_directus_100000';
const TARGET_RATIO = 5;
const TARGET_VS_MINIMAL = 0.95;
const DEALER = { account: 'dealer1', password: 'dealer123' };
const PAGE = { page: 3, size: 20 };

/** The fields the web store list asks for (src/providers/list-rows.ts). */
const FIELDS = listFields(storeList)!;
/** The stored columns behind FIELDS: Directus answers a table's own columns (our names, statuses and versions are computed from these). */
const STORED: Record<string, string> = { company_name: 'company_id', org_name: 'org_id', version_name: 'version_id', status: 'expire_at' };
const DIRECTUS_FIELDS = [...new Set(FIELDS.map((field) => STORED[field] ?? field))];

/** The machine's 1-minute load average: the figures mean little on a busy machine. */
const loadAverage = () => os.loadavg()[0].toFixed(1);
const LOAD_BEFORE = loadAverage();

const url = await keptStoresDatabase(DATABASE, STORES);
console.log('Compiling the server (npm run build: its server half)...');
await buildServer();

/** The orgs whose stores the dealer sees: its own and every one below it. */
async function dealerOrgs(): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select o.id from orgs o, staff st join orgs mine on mine.id = st.org_id
        where st.account = $1 and o.path like mine.path || '%' order by o.id`,
      [DEALER.account],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

const ourPath = `/store/list?page=${PAGE.page}&size=${PAGE.size}&sort=created_at&order=desc&fields=${FIELDS.join(',')}`;
const orgs = await dealerOrgs();
const directusPath =
  `/items/stores?filter[org_id][_in]=${orgs.join(',')}&sort=-created_at,-id&limit=${PAGE.size}&page=${PAGE.page}` +
  `&meta=filter_count&fields=${DIRECTUS_FIELDS.join(',')}`;

const ours = await startCompiledServer({ DATABASE_URL: url, DATA_KEY: TEST_DATA_KEY });
const queries = await requestSql(url, DEALER.account, DEALER.password, ourPath);
const minimal = await startMinimalRoute(url, queries);
const directus = await startDirectus(url, POOL_SIZE);

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/** One answer of `target`: its rows' ids, the total it gives and its size in bytes, to show that both lists are the same page. */
async function sample(target: Target, rows: (body: any) => { ids: number[]; total: number; fields: number }) {
  const response = await fetch(target.url, { headers: target.headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${target.name} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ...rows(JSON.parse(text)), bytes: Buffer.byteLength(text) };
}

try {
  const token = await new ApiClient(ours.api).login(DEALER.account, DEALER.password);
  const targets: Target[] = [
    { name: 'ours', url: ours.api + ourPath, headers: { authorization: `Bearer ${token}` } },
    { name: 'minimal', url: minimal.url, headers: {} },
  ];
  if ('url' in directus)
    targets.push({ name: 'Directus', url: directus.url + directusPath, headers: { authorization: `Bearer ${directus.token}` } });

  const ourPage = await sample(targets[0], (body) => ({
    ids: body.data.list.map((row: { id: number }) => row.id),
    total: body.data.total,
    fields: Object.keys(body.data.list[0]).length,
  }));
  console.log(`\nOurs: GET ${ourPath}\n  ${ourPage.bytes} bytes, ${ourPage.fields} fields a row, total ${ourPage.total} (capped at 1,000)`);
  if ('url' in directus) {
    const theirs = await sample(targets[2], (body) => ({
      ids: body.data.map((row: { id: number }) => row.id),
      total: body.meta.filter_count,
      fields: Object.keys(body.data[0]).length,
    }));
    console.log(
      `Directus ${DIRECTUS_VERSION}: GET ${directusPath}\n  ${theirs.bytes} bytes, ${theirs.fields} fields a row, filter_count ${theirs.total}`,
    );
    if (theirs.ids.join() !== ourPage.ids.join())
      throw new Error(`not the same page: ours ${ourPage.ids.join()}, Directus ${theirs.ids.join()}`);
  }

  for (const target of targets) await load('warm-up', target.url, { headers: target.headers, seconds: 2, connections: CONNECTIONS });
  const rounds: Record<string, LoadResult>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const results: Record<string, LoadResult> = {};
    for (const target of targets)
      results[target.name] = await load(target.name, target.url, {
        headers: target.headers,
        seconds: SECONDS,
        connections: CONNECTIONS,
        workers: 1,
      });
    rounds.push(results);
  }
  report(rounds, 'url' in directus ? undefined : directus.unavailable);
} finally {
  if ('url' in directus) await directus.stop();
  await minimal.stop();
  await ours.stop();
}

function report(rounds: Record<string, LoadResult>[], unavailable?: string): void {
  console.log(
    `\n${STORES.toLocaleString('en-US')} stores on PostgreSQL, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, on this machine ` +
      `(${os.cpus().length} cores, load average ${LOAD_BEFORE} before, ${loadAverage()} after), in one run.`,
  );
  console.log(
    `Targets: ours >= ${TARGET_RATIO}x Directus's req/s in every round and our p99 below theirs; ours >= ${TARGET_VS_MINIMAL}x the minimal Fastify + pg route's req/s.\n`,
  );
  if (unavailable) console.log(`Directus ${DIRECTUS_VERSION} could not run here, so its columns are empty: ${unavailable}\n`);
  console.log(
    '| round | ours req/s | Directus req/s | ratio | ours p99 ms | Directus p99 ms | minimal route req/s | ours vs minimal | result |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  let passed = !unavailable;
  rounds.forEach((r, i) => {
    const theirs = r.Directus;
    const ratio = theirs ? r.ours.requestsPerSecond / theirs.requestsPerSecond : undefined;
    const vsMinimal = r.ours.requestsPerSecond / r.minimal.requestsPerSecond;
    const pass = ratio !== undefined && ratio >= TARGET_RATIO && r.ours.p99 < theirs!.p99 && vsMinimal >= TARGET_VS_MINIMAL;
    passed &&= pass;
    console.log(
      `| ${i + 1} | ${r.ours.requestsPerSecond} | ${theirs?.requestsPerSecond ?? '-'} | ${ratio?.toFixed(1) ?? '-'}x | ${r.ours.p99} | ${theirs?.p99 ?? '-'} | ` +
        `${r.minimal.requestsPerSecond} | ${vsMinimal.toFixed(2)}x | ${pass ? 'PASS' : 'FAIL'} |`,
    );
  });
  if (rounds.some((r) => Object.values(r).some((load) => load.non2xx > 0 || load.errors > 0))) {
    console.error('Some requests failed: the figures are not valid.');
    passed = false;
  }
  console.log(`\n${passed ? 'PASS' : 'FAIL'}`);
  if (!passed) process.exitCode = 1;
}
