/**
 * The production runtime's figures (README.md, "Memory"), all measured in one run on the server as
 * `npm start` runs it (processes.ts):
 *
 * - first start on a new embedded data folder (initdb, migrations, demo data);
 * - second start on that folder, and on PostgreSQL (DATABASE_URL, migrated and seeded beforehand),
 *   until `/health` answers, and the idle memory of the embedded server's process tree (PSS);
 * - the dealer list (20 rows, as a level-1 dealer with BENCH_DEALERS dealers below it), 10
 *   connections, on the embedded server, the PostgreSQL one, and a minimal Fastify + pg route
 *   (minimal-route.ts) sending the SQL the real server sent for that page, the three taking turns in
 *   BENCH_ROUNDS rounds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { ApiClient } from '../support/api-client';
import { freshDatabase, TEST_DATA_KEY } from '../support/server';
import { addBenchDealers } from './bench-dealers';
import { requestSql, startMinimalRoute } from './minimal-route-process';
import { load, type LoadResult } from './http';
import { serverMemory } from '../support/process-memory';
import { startCompiledServer, type StartedServer } from './processes';

const SETTLE_MS = 3_000;
const DEALERS = Number(process.env.BENCH_DEALERS ?? 2_000);
const LIST = '/distributor/list?page=1&size=20';

export interface Figure {
  measure: string;
  now: number;
  unit: 'ms' | 'MB' | 'x';
  /** The limit; `atLeast` for ratios that must reach it, else the figure must not exceed it. */
  target: number;
  atLeast?: boolean;
  detail?: string;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function withPgDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const database = await freshDatabase('pg');
  try {
    return await run(database.env.DATABASE_URL);
  } finally {
    await database.cleanup();
  }
}

/** Demo data and the bench dealers, written in this process before the server under test starts. */
async function seedForList(options: { databaseUrl?: string; dataDir: string }, demo: boolean): Promise<void> {
  const database = await openDatabase({ ...options, poolSize: 1 });
  try {
    if (demo) await seedDemo(database.db);
    await addBenchDealers(database.pool, DEALERS);
  } finally {
    await database.close();
  }
}

function merge(rounds: LoadResult[]): LoadResult {
  return {
    ...rounds[0],
    requestsPerSecond: Math.round(rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length),
    p50: Math.max(...rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** `measured`'s throughput over `baseline`'s, which must reach `target`. */
function throughputRatio(measure: string, measured: LoadResult, baseline: LoadResult, target: number): Figure {
  return {
    measure,
    now: measured.requestsPerSecond / baseline.requestsPerSecond,
    unit: 'x',
    target,
    atLeast: true,
    detail: `${measured.requestsPerSecond} vs ${baseline.requestsPerSecond} req/s; p99 ${measured.p99} vs ${baseline.p99} ms`,
  };
}

export async function measureRuntime(seconds: number, rounds: number): Promise<{ figures: Figure[]; loads: LoadResult[] }> {
  const figures: Figure[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-bench-'));
  const running: StartedServer[] = [];
  let minimal: { url: string; stop(): Promise<void> } | undefined;
  const stopAll = async () => {
    await minimal?.stop();
    minimal = undefined;
    for (const server of running.splice(0)) await server.stop();
  };
  /** Starts the compiled server with `env`, its start time a figure held to `target` ms. */
  const timedStart = async (measure: string, target: number, env: Record<string, string>) => {
    const server = await startCompiledServer(env);
    running.push(server);
    figures.push({ measure, now: server.startMs, unit: 'ms', target });
    return server;
  };
  try {
    await timedStart('first start, new data folder (database, migrations, demo data)', 6000, { DATA_DIR: dataDir });
    await stopAll();
    await seedForList({ dataDir }, false);

    const embedded = await timedStart('second start, data present, until the API answers: embedded', 3000, { DATA_DIR: dataDir });
    await settle();
    const idle = serverMemory(embedded.pid);
    figures.push({
      measure: "idle memory of the server's process tree (API + embedded PostgreSQL, PSS)",
      now: idle.total,
      unit: 'MB',
      target: 350,
      detail: `API ${idle.api.toFixed(0)} MB + PostgreSQL ${idle.database.toFixed(0)} MB`,
    });

    return await withPgDatabase(async (url) => {
      try {
        await seedForList({ databaseUrl: url, dataDir }, true);
        const queries = await requestSql(url, 'dealer1', 'dealer123', LIST);
        // The servers stop before the database is dropped, which would end their connections.
        const postgres = await timedStart('second start, data present, until the API answers: PostgreSQL', 1500, {
          DATABASE_URL: url,
          DATA_KEY: TEST_DATA_KEY,
        });
        minimal = await startMinimalRoute(url, queries);

        const tokenOf = async (server: StartedServer) => `Bearer ${await new ApiClient(server.api).login('dealer1', 'dealer123')}`;
        const targets: { name: string; url: string; headers: Record<string, string> }[] = [
          { name: 'dealer list, embedded', url: embedded.api + LIST, headers: { authorization: await tokenOf(embedded) } },
          { name: 'dealer list, PostgreSQL', url: postgres.api + LIST, headers: { authorization: await tokenOf(postgres) } },
          {
            name: `minimal Fastify + pg route, same SQL (${queries.length} ${queries.length === 1 ? 'query' : 'queries'})`,
            url: minimal.url,
            headers: {},
          },
        ];
        for (const target of targets) await load('warm-up', target.url, { headers: target.headers, seconds: 1 });
        const results: LoadResult[][] = targets.map(() => []);
        for (let round = 0; round < rounds; round++) {
          for (const [i, target] of targets.entries()) {
            results[i].push(await load(target.name, target.url, { headers: target.headers, seconds: seconds / rounds, workers: 1 }));
          }
        }
        const [embeddedList, pg, bare] = results.map(merge);
        figures.push(
          throughputRatio('dealer list (20 rows, 10 connections): embedded vs PostgreSQL, req/s', embeddedList, pg, 0.6),
          throughputRatio('dealer list: PostgreSQL vs a minimal Fastify + pg route (same SQL), req/s', pg, bare, 0.95),
        );
        return { figures, loads: [embeddedList, pg, bare] };
      } finally {
        await stopAll();
      }
    });
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function passes(figure: Figure): boolean {
  return figure.atLeast ? figure.now >= figure.target : figure.now <= figure.target;
}

export function printFigures(figures: Figure[]): void {
  const show = (value: number, unit: Figure['unit']) =>
    unit === 'x' ? `${value.toFixed(2)}x` : unit === 'ms' ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} MB`;
  console.log('| measure | now | target | result | detail |');
  console.log('|---|---:|---:|---|---|');
  for (const f of figures) {
    const target = `${f.atLeast ? '>=' : '<='} ${show(f.target, f.unit)}`;
    console.log(`| ${f.measure} | ${show(f.now, f.unit)} | ${target} | ${passes(f) ? 'PASS' : 'FAIL'} | ${f.detail ?? ''} |`);
  }
}
