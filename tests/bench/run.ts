/**
 * `npm run bench`, in one run (about 3 minutes on 2 cores):
 *
 * 1. The production runtime (runtime.ts): compiles the server as `npm run build` does (and builds the
 *    web app when dist/ is missing), then measures starts, memory and the dealer list against a
 *    minimal Fastify + pg route, printed as a table of figures, targets and PASS / FAIL.
 * 2. The server started in this process on each database: a bare health route (the baseline), an
 *    authenticated `account_info` (token lookup + one query), and the health route again while slow
 *    SQL keeps the database busy (it must not stall: no SQL runs on the API's event loop).
 *
 * BENCH_SECONDS sets the length of each load (5 s; the dealer list's loads take BENCH_ROUNDS turns of
 * it), BENCH_DEALERS the dealers below the level-1 dealer whose list is loaded. PostgreSQL is the
 * tests' server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). The process
 * exits non-zero when a target is missed or a request failed.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { ApiClient } from '../support/api-client';
import { startTestServer, type TestDb, type TestServer } from '../support/server';
import { load, type LoadResult } from './http';
import { measureRuntime, passes, printFigures } from './runtime';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const ROOT = path.resolve(import.meta.dirname, '../..');

console.log('Compiling the server (npm run build: its server half; the web app only when dist/ is missing)...');
if (!fs.existsSync(path.join(ROOT, 'dist/index.html'))) execSync('npx vite build', { cwd: ROOT, stdio: 'inherit' });
await buildServer();
console.log('Measuring starts, memory and the dealer list...');
const runtime = await measureRuntime(seconds * rounds, rounds);

/** Runs `measure` while two loops keep the database on ~100 ms queries. */
async function whileDatabaseBusy<T>(server: TestServer, measure: () => Promise<T>): Promise<T> {
  let busy = true;
  const loop = async () => {
    while (busy) await server.server.database.pool.query('select count(*) from generate_series(1, 1500000)');
  };
  const loops = [loop(), loop()];
  try {
    return await measure();
  } finally {
    busy = false;
    await Promise.all(loops);
  }
}
const rows: (LoadResult & { db: TestDb })[] = [];

for (const db of ['embedded', 'pg'] as const) {
  const server = await startTestServer({ db });
  try {
    const token = await new ApiClient(server.api).login('dealer1', 'dealer123');
    const auth = { authorization: `Bearer ${token}` };
    await load('warm-up', `${server.api}/account_info`, { headers: auth, seconds: 1 });
    rows.push({ db, ...(await load('health', `${server.api}/health`, { seconds })) });
    rows.push({ db, ...(await load('account_info', `${server.api}/account_info`, { headers: auth, seconds })) });
    rows.push({ db, ...(await whileDatabaseBusy(server, () => load('health, SQL busy', `${server.api}/health`, { seconds }))) });
  } finally {
    await server.close();
  }
}

console.log(`\nThe production runtime (npm start's processes), on this machine, in one run:\n`);
printFigures(runtime.figures);
console.log(
  `\nDealer list loads: ${seconds * rounds} s each in ${rounds} rounds taking turns, 10 connections; req/s: mean of the rounds, p99: the worst round's.`,
);
console.log(`\nIn-process server, each load: ${seconds} s, 10 connections, on this machine, in one run.\n`);
console.log('| database | route | req/s | p50 ms | p99 ms | non-2xx | vs health (req/s) |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const baseline = rows.find((r) => r.db === row.db && r.name === 'health')!;
  const ratio = (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  console.log(`| ${row.db} | ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${ratio} |`);
}
const pgInfo = rows.find((r) => r.db === 'pg' && r.name === 'account_info')!;
const embeddedInfo = rows.find((r) => r.db === 'embedded' && r.name === 'account_info')!;
console.log(`\naccount_info, embedded vs PostgreSQL: ${(embeddedInfo.requestsPerSecond / pgInfo.requestsPerSecond).toFixed(2)}x`);
if ([...rows, ...runtime.loads].some((r) => r.non2xx > 0 || r.errors > 0)) {
  console.error('Some requests failed: the figures are not valid.');
  process.exitCode = 1;
}
if (!runtime.figures.every(passes)) {
  console.error('Some targets were missed (FAIL above).');
  process.exitCode = 1;
}
