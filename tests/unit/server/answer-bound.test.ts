/**
 * The pool's own bound on an answer (server/db/answer-bound.ts), through a forwarder that can freeze:
 * a query the server never answers fails as a lost database within the bound, its connection is not
 * reused, and a statement that runs longer than the bound while the server is alive is not cut off
 * by the client (PostgreSQL's `statement_timeout` ends it first, as a lost database too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPool } from '../../../server/db/pool';
import { isDatabaseUnavailable } from '../../../server/db/unavailable';
import { tcpForwarder, type Forwarder } from '../../support/tcp-forwarder';
import { pgUrlOf } from '../../support/test-database';

const STATEMENT_MS = 600;
/** PostgreSQL's bound, then the client's margin (server/db/pool.ts), then room for a busy machine. */
const LATEST_MS = STATEMENT_MS + 1_000 + 1_500;

let forwarder: Forwarder;
let pool: pg.Pool;

beforeAll(async () => {
  const direct = new URL(pgUrlOf('postgres'));
  forwarder = await tcpForwarder({ host: direct.hostname, port: Number(direct.port || 5432) });
  await forwarder.open();
  const through = new URL(direct);
  through.hostname = '127.0.0.1';
  through.port = String(forwarder.port);
  pool = createPool({ connectionString: through.toString(), max: 2 }, { connectMs: 2_000, statementMs: STATEMENT_MS });
});
afterAll(async () => {
  forwarder?.thaw();
  await pool?.end();
  await forwarder?.cut();
});

describe("the pool's bound on an answer", () => {
  it('fails a query the server never answers, within the bound, and serves again once it does', async () => {
    await pool.query('select 1');
    forwarder.freeze();
    const started = Date.now();
    const failed = await pool.query('select $1::int as one', [1]).catch((error: unknown) => error);
    const waited = Date.now() - started;
    forwarder.thaw();
    expect(failed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(STATEMENT_MS + 1_000);
    expect(waited).toBeLessThan(LATEST_MS);
    // the cut connection is not handed out again
    await expect.poll(async () => (await pool.query('select 2 as two')).rows[0], { timeout: 10_000 }).toEqual({ two: 2 });
  });

  it('leaves the server to end a long statement, then serves on that connection', async () => {
    const ended = await pool.query(`select pg_sleep(${(STATEMENT_MS * 3) / 1000})`).catch((error: unknown) => error);
    expect((ended as { code?: string }).code, 'statement_timeout').toBe('57014');
    expect(isDatabaseUnavailable(ended)).toBe(true);
    const answers = await Promise.all([pool.query('select 3 as three'), pool.query('select 4 as four')]);
    expect(answers.map((a) => a.rows[0])).toEqual([{ three: 3 }, { four: 4 }]);
  });

  it('starts no timer per query', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const client = await pool.connect();
    try {
      const before = timers();
      const sent = client.query('select $1::int as n', [1]);
      const during = timers();
      expect((await sent).rows).toEqual([{ n: 1 }]);
      expect(during).toBe(before);
    } finally {
      client.release();
    }
  });
});
