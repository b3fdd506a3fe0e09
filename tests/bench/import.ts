/**
 * `npm run bench:import`: 5,000 store rows (an xlsx, half of them activated for a year) imported by
 * a dealer's admin on the embedded database (BENCH_DB=pg for PostgreSQL): the preview (every row
 * validated) and the commit (one transaction), each against its target, and the server's memory
 * over several rounds. Flat means the rounds after the first hold no more than the second: the
 * first warms the allocator's arenas, the pools and the caches (RSS rises once, then stays), which
 * a leak would not (it rises every round). Prints PASS/FAIL per figure.
 */
import { ApiClient } from '../support/api-client';
import { postImport, xlsxOf } from '../support/import-files';
import { startTestServer, type TestDb } from '../support/server';

const ROWS = 5000;
const ROUNDS = Math.max(3, Number(process.env.BENCH_IMPORT_ROUNDS ?? 5));
const TARGET = { previewMs: 5000, commitMs: 10000, growthMb: 50 };
const HEADER = ['Brand', 'Name', 'Country', 'Tables', 'Address', 'Contact name', 'Contact phone', 'Email', 'Version', 'Licence years'];

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const sheet = (round: number) =>
  xlsxOf([
    HEADER,
    ...Array.from({ length: ROWS }, (_, i) => [
      'Warung Sederhana',
      `Bench ${round}-${i}`,
      'ID',
      i % 50,
      `Jl. Bench ${i}`,
      'Ani',
      '+62 811 000',
      `s${i}@example.com`,
      '',
      i % 2 ? 1 : '',
    ]),
  ]);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, Math.round(performance.now() - started)];
}

const server = await startTestServer({ db: (process.env.BENCH_DB as TestDb | undefined) ?? 'embedded' });
const results: string[] = [];
let failed = false;
const report = (what: string, value: number, target: number, unit: string) => {
  const pass = value < target;
  failed ||= !pass;
  results.push(`${what.padEnd(38)} ${String(value).padStart(7)} ${unit}  target < ${target} ${unit}  ${pass ? 'PASS' : 'FAIL'}`);
};
try {
  const token = await new ApiClient(server.api).login('dealer1', 'dealer123');
  await server.server.database.pool.query(`update orgs set remaining_quota = 1000000 where name = 'Nusantara POS Partners'`);
  const rss: number[] = [];
  const held: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const file = { name: 'bench.xlsx', content: await sheet(round) };
    const [preview, previewMs] = await timed(() => postImport(server.api, '/store/import', token, file));
    if (preview.code !== 0 || preview.data.valid !== ROWS)
      throw new Error(`preview: ${preview.code} ${preview.msg} ${JSON.stringify(preview.data?.errors?.[0])}`);
    const [done, commitMs] = await timed(() => postImport(server.api, '/store/import', token, file, { dry_run: 0 }));
    if (done.code !== 0 || done.data.created.length !== ROWS) throw new Error(`commit: ${done.code} ${done.msg}`);
    global.gc?.();
    const memory = process.memoryUsage();
    rss.push(memory.rss);
    held.push(memory.heapUsed + memory.external);
    report(`round ${round}: validate ${ROWS} rows`, previewMs, TARGET.previewMs, 'ms');
    report(`round ${round}: commit ${ROWS} rows`, commitMs, TARGET.commitMs, 'ms');
    results.push(`round ${round}: process RSS ${mb(memory.rss)} MB, heap and buffers ${mb(held[round - 1])} MB`);
  }
  const growth = (series: number[]) => Math.max(0, mb(Math.max(...series.slice(2)) - series[1]));
  report(`RSS growth, round 2 to ${ROUNDS} (peak)`, growth(rss), TARGET.growthMb, 'MB');
  report(`heap and buffers growth, round 2 to ${ROUNDS}`, growth(held), TARGET.growthMb, 'MB');
} finally {
  await server.close();
}
console.log(results.join('\n'));
console.log(failed ? 'FAIL' : 'PASS');
process.exit(failed ? 1 : 0);
