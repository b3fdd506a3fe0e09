/**
 * `npm run bench:backup`: a backup and a restore at BENCH_BACKUP_STORES stores (default 1,000,000) on
 * the PostgreSQL server, as `npm run backup` and `npm run restore` run them (child processes): their
 * time, rows per second and peak memory (RSS, sampled every 50 ms), and the store list's latency
 * under load (10 connections) without a backup and while one runs. Targets: memory flat (the peak
 * under 300 MB whatever the size), and no request of the load slower than 3x its p99 without the
 * backup. The seeded database is kept for the next run (BENCH_BACKUP_DB names it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import * as schema from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/demo';
import { seedScaleStores } from '../../server/db/seed/scale';
import { startServer } from '../../server/server';
import { ApiClient } from '../support/api-client';
import { keptPgDatabase, TEST_DATA_KEY } from '../support/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORES = Number(process.env.BENCH_BACKUP_STORES ?? 1_000_000);
const MEMORY_TARGET_MB = 300;

/** Runs a script as `npm run` would, sampling its RSS; answers its time, peak RSS and output. */
function measured(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ ms: number; peakMb: number; output: string }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let peak = 0;
    const sample = setInterval(() => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      } catch {
        /* gone */
      }
    }, 50);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) reject(new Error(`${script} failed: ${output.slice(-2000)}`));
      else resolve({ ms: performance.now() - started, peakMb: peak, output });
    });
  });
}

async function storeListLoad(url: string, token: string, seconds: number) {
  const result = await autocannon({
    url: `${url}/store/list?page=3&size=20`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: seconds,
  });
  return { p99: result.latency.p99, max: result.latency.max, rps: Math.round(result.requests.average) };
}

async function main() {
  const url = await keptPgDatabase(process.env.BENCH_BACKUP_DB ?? `da_bench_backup_${STORES}`, process.env.BENCH_FRESH === '1');
  const env = { DATABASE_URL: url, DATA_KEY: TEST_DATA_KEY };
  // the scale seeding runs through this server's pool: its statements may take longer than a request's bound
  const server = await startServer(loadConfig({ ...env, PORT: '0', LOG_LEVEL: 'error', DB_STATEMENT_TIMEOUT_MS: '3600000' }), {
    seed: 'never',
  });
  const restoreName = `da_bench_restore_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const orm = drizzle(server.database.pool, { schema, casing: 'snake_case' });
    const [{ n: orgs }] = (await server.database.pool.query<{ n: number }>('select count(*)::int as n from orgs')).rows;
    if (orgs === 0) await seedDemo(orm);
    const [{ n: stores }] = (await server.database.pool.query<{ n: number }>('select count(*)::int as n from stores')).rows;
    if (stores < STORES) await seedScaleStores(orm, STORES);
    const api = new ApiClient(`${server.url}/distribution/b/v1`);
    const token = await api.login('admin', 'admin123');
    const apiUrl = `${server.url}/distribution/b/v1`;

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'da-bench-backup-')), 'bench.dab.gz');
    const quiet = await storeListLoad(apiUrl, token, 10);
    const [loaded, backup] = await Promise.all([storeListLoad(apiUrl, token, 10), measured('scripts/backup.ts', ['--out', file], env)]);
    const size = fs.statSync(file).size;
    await admin.query(`drop database if exists ${restoreName}`);
    await admin.query(`create database ${restoreName}`);
    const restoreUrl = new URL(url);
    restoreUrl.pathname = `/${restoreName}`;
    const restore = await measured('scripts/restore.ts', [file], { DATABASE_URL: restoreUrl.toString(), DATA_KEY: TEST_DATA_KEY });
    const rows = Number(/([\d,]+) rows, [\d.]+ MB/.exec(backup.output)?.[1].replace(/,/g, '') ?? 0);

    const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
    console.log(
      `\nbackup and restore at ${STORES.toLocaleString('en-US')} stores (${rows.toLocaleString('en-US')} rows), ${os.cpus().length} cores`,
    );
    console.log(
      `backup   ${(backup.ms / 1000).toFixed(1)} s, ${Math.round(rows / (backup.ms / 1000)).toLocaleString('en-US')} rows/s, peak RSS ${Math.round(backup.peakMb)} MB, file ${(size / 1024 / 1024).toFixed(1)} MB   ${verdict(backup.peakMb < MEMORY_TARGET_MB)} (< ${MEMORY_TARGET_MB} MB)`,
    );
    console.log(
      `restore  ${(restore.ms / 1000).toFixed(1)} s, ${Math.round(rows / (restore.ms / 1000)).toLocaleString('en-US')} rows/s, peak RSS ${Math.round(restore.peakMb)} MB   ${verdict(restore.peakMb < MEMORY_TARGET_MB)} (< ${MEMORY_TARGET_MB} MB)`,
    );
    console.log(
      `store list under load: without a backup p99 ${quiet.p99} ms (${quiet.rps} req/s); while one runs p99 ${loaded.p99} ms, slowest ${loaded.max} ms (${loaded.rps} req/s)   ${verdict(loaded.max <= 3 * quiet.p99)} (slowest <= 3x ${quiet.p99} ms)`,
    );
  } finally {
    await admin.query(`drop database if exists ${restoreName} with (force)`).catch(() => undefined);
    await admin.end();
    await server.close();
  }
}

await main();
