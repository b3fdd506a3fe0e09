/**
 * The client's own bound on a statement (server/db/pool.ts): a connection that has waited longer than
 * `boundMs` for its server's answer is closed, which fails its query with a lost database's error
 * (server/db/unavailable.ts) and keeps the pool from handing the connection out again. One timer per
 * pool looks at every busy connection: `pg`'s `query_timeout` started a timer per query, and those
 * kept every request's objects alive well past its answer
 * (docs/decisions/0017-list-throughput-against-directus.md).
 */
import type pg from 'pg';

/** When the connection's latest query was sent (performance.now()); 0 while it waits for none. */
const SENT_AT = Symbol('sentAt');
type Watched = pg.PoolClient & { [SENT_AT]: number };

/** The message of the error a cut-off query fails with; server/db/unavailable.ts knows it. */
const ANSWER_TIMED_OUT = 'Query read timeout';

/** Looks this often, so that a connection is cut off at most a tenth of the bound late. */
const periodOf = (boundMs: number) => Math.max(20, Math.min(250, boundMs / 10));

export function boundAnswers(pool: pg.Pool, boundMs: number): void {
  const clients = new Set<Watched>();
  let timer: NodeJS.Timeout | undefined;
  const look = () => {
    const now = performance.now();
    for (const client of clients) {
      if (client[SENT_AT] === 0 || now - client[SENT_AT] <= boundMs) continue;
      client[SENT_AT] = 0;
      const stream = (client as unknown as { connection?: { stream?: { destroy(error: Error): void } } }).connection?.stream;
      stream?.destroy(new Error(`${ANSWER_TIMED_OUT}: no answer from the database in ${boundMs} ms`));
    }
  };
  pool.on('connect', (client) => {
    const watched = client as Watched;
    watched[SENT_AT] = 0;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      watched[SENT_AT] = performance.now();
      return query(...args);
    }) as typeof client.query;
    // every query sent has been answered
    client.on('drain', () => (watched[SENT_AT] = 0));
    clients.add(watched);
    timer ??= setInterval(look, periodOf(boundMs)).unref();
  });
  pool.on('remove', (client) => {
    clients.delete(client as Watched);
    if (clients.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  });
}
