/**
 * `npm run bench:export`: the dealer and the store exports over 100,000 rows (BENCH_EXPORT_ROWS),
 * on each database (BENCH_DBS; BENCH_EXPORTS=distributor,store picks the exports). Baseline in the
 * same run: one list page of 20 rows. Reports the export's time, size and the server process's
 * peak memory growth while it streams, against the file's size.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { addBenchDealers } from './bench-dealers';
import { seedScaleStores } from '../../server/db/seed/scale';
import { ApiClient } from '../support/api-client';
import { startTestServer, type TestDb, type TestServer } from '../support/server';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const dbs = (process.env.BENCH_DBS ?? 'pg,embedded').split(',') as TestDb[];
const exportsToRun = (process.env.BENCH_EXPORTS ?? 'distributor,store').split(',');

/** Each export: how its rows are written, and who exports them (seeing them all). */
const EXPORTS: Record<string, { login: [string, string]; rows: (server: TestServer) => Promise<void> }> = {
  distributor: {
    login: ['dealer1', 'dealer123'],
    rows: (server) => addBenchDealers(server.server.database.pool, ROWS),
  },
  store: { login: ['admin', 'admin123'], rows: (server) => seedScaleStores(server.server.database.db, ROWS) },
};

if (!global.gc) throw new Error('Run with node --expose-gc (npm run bench:export does).');

function download(url: string, token: string): Promise<number> {
  const child = fork(fileURLToPath(new URL('./download.ts', import.meta.url)), [url, token], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { status: number; bytes: number }) =>
      m.status === 200 ? resolve(m.bytes) : reject(new Error(`export answered ${m.status}`)),
    );
    child.once('error', reject);
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

for (const db of dbs) {
  for (const resource of exportsToRun) {
    const server = await startTestServer({ db });
    try {
      await EXPORTS[resource].rows(server);
      await measure(server, db, resource);
    } finally {
      await server.close();
    }
  }
}

async function measure(server: TestServer, db: TestDb, resource: string) {
  const api = new ApiClient(server.api);
  const token = await api.login(...EXPORTS[resource].login);
  const [, listMs] = await timed(() => api.get(`/${resource}/list`, { token, query: { page: 1, size: 20 } }));
  const [, listMs2] = await timed(() => api.get(`/${resource}/list`, { token, query: { page: 1, size: 20 } }));
  // The download runs in another process, so this process's memory is the server's alone.
  const retained = () => {
    global.gc!();
    const m = process.memoryUsage();
    return process.env.BENCH_HEAP_ONLY ? m.heapUsed : m.heapUsed + m.external;
  };
  const before = retained();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, retained())), 250);
  const [bytes, exportMs] = await timed(() => download(`${server.api}/${resource}/export`, token));
  clearInterval(sampler);
  const growthMb = (peak - before) / 1e6;
  const listBest = Math.min(listMs, listMs2);
  console.log(`\n${db}: ${resource} export, ${ROWS.toLocaleString('en-US')} rows and the demo ones, as ${EXPORTS[resource].login[0]}`);
  console.log(`  list page (20 rows), baseline: ${listBest.toFixed(1)} ms`);
  console.log(
    `  export: ${(exportMs / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB, ${Math.round((ROWS / exportMs) * 1000)} rows/s, ${(exportMs / listBest).toFixed(0)}x the list page`,
  );
  console.log(
    `  server memory retained while exporting (after GC, peak): ${growthMb.toFixed(1)} MB (${(growthMb / (bytes / 1e6)).toFixed(2)}x the file size)`,
  );
}
