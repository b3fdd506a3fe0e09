/**
 * A short soak of the real server on the embedded database (tests/bench/soak-load.ts; the long one
 * is `npm run bench:soak`): 10 connections of list (100 rows a page, so that a leak of answers shows
 * within a minute), detail and dashboard reads and a create every 2 s, for SOAK_TEST_SECONDS (45 by
 * default) after a 15 s warm-up. Bounds: the embedded PostgreSQL's PSS (medians of the first and
 * last quarter of the samples after warm-up) and the API's memory after a full collection (heap and
 * Buffers, read through its inspector at the warm-up's end and at the end) grow by 10% at most.
 * The API's PSS is printed, not judged: it swings between collections by more than a leak this
 * short would add, over cycles longer than a quarter of the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryTable, soak } from '../bench/soak-load';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const SECONDS = Number(process.env.SOAK_TEST_SECONDS ?? 45);
const WARM_UP_SECONDS = 15;
const BOUND_PERCENT: Record<string, number> = { database: 10, 'api retained': 10 };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-soak-test-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a short soak on the embedded database', () => {
  it('keeps the memory of each of the server processes flat under steady reads and a few writes', async () => {
    server = await startServerProcess({ env: { DATA_DIR: dataDir }, nodeArgs: ['--inspect=127.0.0.1:0'] });
    const result = await soak(server, { seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, pageSize: 100 });
    console.log(`${result.requests} reads, ${result.creates} creates\n${memoryTable(result.memory)}`);
    expect([result.non2xx, result.errors, result.failedCreates]).toEqual([0, 0, 0]);
    expect(result.creates).toBeGreaterThan(0);
    const judged = result.memory.filter((row) => row.name in BOUND_PERCENT);
    expect(judged.map((row) => row.name).sort()).toEqual(Object.keys(BOUND_PERCENT).sort());
    for (const row of judged) expect(row.growthPercent, row.name).toBeLessThanOrEqual(BOUND_PERCENT[row.name]);
  }, 240_000);
});
