/**
 * Two API processes on one new PostgreSQL database with the demo data, as behind a load balancer, for
 * a test file: `a` and `b` call one each; `database` reads and writes the rows directly.
 */
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { ApiClient } from './api-client';
import { freshDatabase } from './server';
import { startServerProcess, type ServerProcess } from './server-process';

export interface TwoProcesses {
  a: ApiClient;
  b: ApiClient;
  database: Database;
  /** Both processes, for their output. */
  processes: ServerProcess[];
}

/** `env()`, read when they start, is added to both processes' configuration. */
export function useTwoProcesses(env: () => Record<string, string> = () => ({})): TwoProcesses {
  const ctx = {} as TwoProcesses;
  let processes: ServerProcess[] = [];
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase('pg');
    cleanup = fresh.cleanup;
    ctx.database = await openDatabase({ databaseUrl: fresh.env.DATABASE_URL, dataDir: '.', poolSize: 2 });
    await seedDemo(ctx.database.db);
    processes = await Promise.all([
      startServerProcess({ env: { ...fresh.env, ...env() } }),
      startServerProcess({ env: { ...fresh.env, ...env() } }),
    ]);
    [ctx.a, ctx.b] = processes.map((server) => new ApiClient(server.api));
    ctx.processes = processes;
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await ctx.database?.close();
    await cleanup?.();
  });
  return ctx;
}
