/**
 * Idle memory of the compiled server (`npm start`'s processes: the API and the embedded database
 * host, with `npm start`'s node options) on the embedded database: after a first start on a new data folder (demo data written) and
 * after a second start on the same data, each left idle for IDLE_SECONDS (default 15); resident
 * sizes are medians of 5 samples a second apart. The API's JavaScript heap is read after a
 * collection (tests/bench/heap-report.mjs). Run: `npx tsx tests/bench/idle-memory.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { childPids, residentMb, startServerProcess, type ServerProcess } from '../support/server-process';
import { startNodeOptions } from './processes';

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 15);
const ROOT = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** The API's heap after a collection, in MB. */
async function apiHeap(server: ServerProcess): Promise<{ heapUsed: number; external: number }> {
  const before = server.output().length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 50; i++) {
    const found = /heap-report (\{.*\})/.exec(server.output().slice(before));
    if (found) {
      const usage = JSON.parse(found[1]);
      return { heapUsed: usage.heapUsed / 1048576, external: usage.external / 1048576 };
    }
    await sleep(100);
  }
  throw new Error('no heap report from the API process');
}

async function idleFigures(label: string, entry: string, dataDir: string) {
  const started = Date.now();
  const server = await startServerProcess({
    entry,
    env: { DATA_DIR: dataDir },
    nodeArgs: [...startNodeOptions(), '--expose-gc', '--import', path.join(ROOT, 'tests/bench/heap-report.mjs')],
  });
  const startSeconds = (Date.now() - started) / 1000;
  try {
    await sleep(IDLE_SECONDS * 1000);
    const api: number[] = [];
    const host: number[] = [];
    for (let i = 0; i < 5; i++) {
      api.push(residentMb(server.child.pid!) ?? 0);
      host.push(residentMb(childPids(server.child.pid!)[0]) ?? 0);
      await sleep(1000);
    }
    const heap = await apiHeap(server);
    return { label, startSeconds, api: median(api), host: median(host), ...heap };
  } finally {
    await server.stop();
  }
}

fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const temp = fs.mkdtempSync(path.join(ROOT, '.tmp/idle-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-idle-'));
try {
  const entry = path.join(await buildServer(path.join(temp, 'dist-server')), 'main.js');
  const rows = [
    await idleFigures('first start (demo data written)', entry, dataDir),
    await idleFigures('second start (same data)', entry, dataDir),
  ];
  const mb = (n: number) => n.toFixed(0);
  console.log(`\nIdle ${IDLE_SECONDS} s after the start, compiled server, embedded database.\n`);
  console.log('| start | API RSS MB | API heap used MB | API external MB | database host RSS MB | total MB | start s |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${mb(r.api)} | ${mb(r.heapUsed)} | ${mb(r.external)} | ${mb(r.host)} | ${mb(r.api + r.host)} | ${r.startSeconds.toFixed(1)} |`,
    );
  }
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
