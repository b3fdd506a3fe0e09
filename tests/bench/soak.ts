/**
 * `npm run bench:soak`: the real server (a child process, on a new embedded data folder with the demo
 * data) under a steady load for SOAK_SECONDS (default 600): 10 connections of dealer list, dealer
 * detail, dashboard and store list reads, and a POS version created every 2 s. The memory (PSS) of
 * the API process and of the embedded PostgreSQL is sampled every second, and the API's memory after
 * a full collection read at the warm-up's end and at the end, printed as a table. Target: flat, the
 * end within 10% of the size after warm-up (SOAK_WARMUP_SECONDS, default a tenth of the run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../support/server-process';
import { memoryTable, soak } from './soak-load';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const warmUpSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.round(seconds / 10));
const TARGET_PERCENT = 10;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-soak-'));
const server = await startServerProcess({ env: { DATA_DIR: dataDir }, nodeArgs: ['--inspect=127.0.0.1:0'] });
try {
  console.log(`Soak: ${seconds} s (warm-up ${warmUpSeconds} s), 10 connections, embedded database...`);
  const result = await soak(server, { seconds, warmUpSeconds });
  console.log(
    `\n${result.requests} reads (${result.requestsPerSecond} req/s, ${result.non2xx} non-2xx, ${result.errors} errors), ${result.creates} creates (${result.failedCreates} refused)\n`,
  );
  console.log(memoryTable(result.memory));
  console.log(
    `\nTarget: flat, the end within ${TARGET_PERCENT}% of its size after warm-up (PSS: medians of the first and last quarter after warm-up; api retained: after a full collection, at the warm-up's end and at the end).`,
  );
  const grown = result.memory.filter((row) => row.growthPercent > TARGET_PERCENT);
  for (const row of grown) console.error(`${row.name}: grew ${row.growthPercent.toFixed(1)}%`);
  if (grown.length > 0 || result.non2xx > 0 || result.errors > 0 || result.failedCreates > 0) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
