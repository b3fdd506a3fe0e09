/**
 * `npm run bench`: starts the real server on each database and measures, in the same run, a bare
 * health route (the baseline), an authenticated `account_info` (token lookup + one query), and the
 * health route again while slow SQL keeps the database busy (it must not stall: no SQL runs on the
 * API's event loop). Prints req/s and p99 for each and their ratio. BENCH_SECONDS sets the length of each load.
 */
import { ApiClient } from '../support/api-client';
import { startTestServer, type TestDb, type TestServer } from '../support/server';
import { load, type LoadResult } from './http';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

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

for (const db of ['pglite', 'pg'] as const) {
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

console.log(`\nEach load: ${seconds} s, 10 connections, on this machine, in one run.\n`);
console.log('| database | route | req/s | p50 ms | p99 ms | non-2xx | vs health (req/s) |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const baseline = rows.find((r) => r.db === row.db && r.name === 'health')!;
  const ratio = (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  console.log(`| ${row.db} | ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${ratio} |`);
}
const pgInfo = rows.find((r) => r.db === 'pg' && r.name === 'account_info')!;
const liteInfo = rows.find((r) => r.db === 'pglite' && r.name === 'account_info')!;
console.log(`\naccount_info, embedded vs PostgreSQL: ${(liteInfo.requestsPerSecond / pgInfo.requestsPerSecond).toFixed(2)}x`);
if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
  console.error('Some requests failed: the figures are not valid.');
  process.exitCode = 1;
}
