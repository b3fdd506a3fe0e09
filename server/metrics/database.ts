/**
 * Database metrics (`GET /metrics`): the pool's connections, and whether a real query answers (the
 * embedded PostgreSQL's restarts: server/metrics/embedded.ts). Read at each scrape from the process's database (the last one an
 * app was built with: one per process, but for tests that build several).
 */
import { Gauge } from 'prom-client';
import type { Database } from '../db';
import { registry } from './registry';

let current: { database: Database; answers: () => Promise<boolean> } | undefined;

/** The database the metrics read, and how to ask it whether it answers (server/http/database-probe.ts). */
export function watchDatabase(database: Database, answers: () => Promise<boolean>): void {
  current = { database, answers };
}

new Gauge({
  name: 'da_db_pool_connections',
  help: "The pool's connections: total (open), idle, and waiting (requests waiting for one)",
  labelNames: ['state'],
  registers: [registry],
  collect() {
    const pool = current?.database.pool;
    this.set({ state: 'total' }, pool?.totalCount ?? 0);
    this.set({ state: 'idle' }, pool?.idleCount ?? 0);
    this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
  },
});

new Gauge({
  name: 'da_db_up',
  help: 'Whether a query through the pool answers (1) or not (0)',
  registers: [registry],
  async collect() {
    this.set(current && current.database.running() && (await current.answers()) ? 1 : 0);
  },
});
