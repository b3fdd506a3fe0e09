/**
 * The `pg` pool every query goes through, on the embedded cluster or a PostgreSQL server alike.
 * A connection that breaks (the server restarted, crashed, or ended the session) must never take the
 * process down: `pg` emits `error` on a client whether or not a query is running on it, and an
 * `error` event with no listener ends a Node process. Every client gets a listener for its whole
 * life; its running query fails on its own and the pool discards the client when it is released.
 */
import pg from 'pg';
import { boundAnswers } from './answer-bound';
import { preparingClient } from './prepared-client';

/**
 * Settings of the API's database sessions (docs/decisions/0003-store-list-at-scale.md). API queries
 * are short and many run at once: parallel workers would only add processes to start on every query.
 * Random reads cost about as much as sequential ones on SSD storage: the planner then takes the
 * list's indexes rather than scans whose time depends on where the matching rows happen to lie.
 * No JIT compilation: it costs more than such a query runs, and the planner's guess of a set's size
 * (a lateral join over a generate_series) would start it (docs/decisions/0013-store-status-by-creation.md).
 */
const SESSION_SETTINGS = { max_parallel_workers_per_gather: '0', random_page_cost: '1.1', jit: 'off' };
export const sessionStartupOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/**
 * The bounds of every wait on the database (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): opening a
 * connection or waiting for a free one, and each statement, which PostgreSQL ends itself
 * (`statement_timeout`); a server that cannot even do that (frozen, or cut off) is given up on by the
 * client a moment later, and that connection is closed, not reused (./answer-bound.ts). Zero: no
 * bound (the long jobs: migrations, scale seeding, backups).
 */
export interface Timeouts {
  connectMs: number;
  statementMs: number;
}

/** The client's own bound, past PostgreSQL's: a server that answers ends the statement first. */
const CLIENT_MARGIN_MS = 1_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

const isBegin = (config: unknown) => /^\s*begin\b/i.test(typeof config === 'string' ? config : ((config as { text?: string })?.text ?? ''));

/**
 * Drizzle's `transaction()` sends `begin` before the `try` whose `finally` gives the client back, so
 * a `begin` that fails (the connection died while the client sat idle) would keep the client out of
 * the pool for good, and a few such failures would leave the pool empty. The client goes back,
 * marked broken, when its `begin` fails.
 */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const answer = query(...args);
    if (!(answer instanceof Promise)) return answer;
    return answer.catch((error: Error) => {
      if (isBegin(args[0])) client.release(error);
      throw error;
    });
  }) as typeof client.query;
}

export function createPool(config: pg.PoolConfig, timeouts: Timeouts = { connectMs: DEFAULT_CONNECT_TIMEOUT_MS, statementMs: 0 }): pg.Pool {
  const statement = timeouts.statementMs > 0 ? ` -c statement_timeout=${timeouts.statementMs}` : '';
  const pool = new pg.Pool({
    ...config,
    connectionTimeoutMillis: timeouts.connectMs,
    options: `${sessionStartupOptions}${statement}`,
    Client: preparingClient(),
  });
  const ignore = () => {
    /* the query on the client, if any, fails by itself; the pool drops the client on release */
  };
  pool.on('connect', (client) => {
    client.on('error', ignore);
    releaseOnFailedBegin(client);
  });
  pool.on('error', ignore); // an idle client's connection ended: the pool has already removed it
  if (timeouts.statementMs > 0) boundAnswers(pool, timeouts.statementMs + CLIENT_MARGIN_MS);
  return pool;
}

/** Points the pool's next connections at another socket folder (the embedded server restarted). */
export function retarget(pool: pg.Pool, host: string): void {
  (pool as unknown as { options: { host: string } }).options.host = host;
}
