/**
 * The start's warm-up (server/warm-up.ts): soon after a start, with no request yet, every
 * connection of the pool is open and has read the tables' descriptions, and every route's schemas
 * are compiled, so that a first visit pays for none of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitingCompilations } from '../../server/http/compile-on-first-use';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DB_POOL_SIZE: '4' } });
});
afterAll(() => server?.close());

it('opens every connection of the pool and compiles every route schema before the first request', async () => {
  await expect.poll(() => server.server.database.pool.totalCount, { timeout: 30_000 }).toBe(4);
  await expect.poll(waitingCompilations, { timeout: 30_000 }).toBe(0);
  // each connection has planned a query on the stores: their descriptions are in its memory
  const { rows } = await server.server.database.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  );
  expect(rows[0].n).toBeGreaterThanOrEqual(4);
});
