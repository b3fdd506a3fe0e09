/** The pool when PostgreSQL ends its sessions (a restart, a failover): on a database of its own, dropped at the end. */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db';
import { read } from '../../../server/db/direct-read';
import { isDatabaseUnavailable } from '../../../server/db/unavailable';
import { freshDatabase } from '../../support/server';

let database: Database;
let dropDatabase: () => Promise<void>;
let url: string;

beforeAll(async () => {
  const fresh = await freshDatabase('pg');
  dropDatabase = fresh.cleanup;
  url = fresh.env.DATABASE_URL;
  database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

/** Ends every session of the test's database but the caller's, as `pg_terminate_backend` does in a failover. */
async function terminateSessions(): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  } finally {
    await admin.end();
  }
}

describe('the pool when the database ends its sessions', () => {
  it('gives back the client of a transaction whose begin failed, so the next transaction gets one', async () => {
    await database.pool.query('select 1'); // the pool's one client, now idle
    // The client does not read its socket until the transaction has sent `begin`: it cannot have
    // heard of its session's end before, as happens when the end and the checkout cross.
    const [idle] = (database.pool as unknown as { _clients: { connection: { stream: { pause(): void; resume(): void } } }[] })._clients;
    idle.connection.stream.pause();
    await terminateSessions();
    const transaction = database.db.transaction(async (tx) => tx.execute(sql`select 1`));
    setImmediate(() => idle.connection.stream.resume());
    const failed = await transaction.catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    const again = await database.db.transaction(async (tx) => tx.execute(sql`select 2 as two`));
    expect(again.rows).toEqual([{ two: 2 }]);
  });

  it('fails the transaction running on a connection that ends, without ending the process', async () => {
    const running = database.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(30)`)).catch((error: unknown) => error);
    await expect
      .poll(async () => {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        const { rowCount } = await admin
          .query(`select 1 from pg_stat_activity where query = 'select pg_sleep(30)'`)
          .finally(() => admin.end());
        return rowCount;
      })
      .toBe(1);
    await terminateSessions();
    expect(isDatabaseUnavailable(await running)).toBe(true);
    expect((await database.pool.query('select 3 as three')).rows).toEqual([{ three: 3 }]);
  });
});

describe('statements on the pool', () => {
  it('prepares a query with parameters once per connection, then only runs it', async () => {
    const probe = 'select $1::int + 1 as next -- prepared-probe';
    expect((await database.pool.query(probe, [1])).rows).toEqual([{ next: 2 }]);
    expect((await database.pool.query(probe, [41])).rows).toEqual([{ next: 42 }]);
    const { rows } = await database.pool.query(
      `select count(*)::int as n from pg_prepared_statements where statement like '%prepared-probe'`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('prepares a list read sent straight to the pool (server/db/direct-read.ts) the same way', async () => {
    const probe = (n: number) => sql`select ${n}::int + 1 as next -- direct-probe`;
    expect((await read(database.db, probe(1))).rows).toEqual([{ next: 2 }]);
    expect((await read(database.db, probe(41))).rows).toEqual([{ next: 42 }]);
    const { rows } = await database.pool.query(
      `select count(*)::int as n from pg_prepared_statements where statement like '%direct-probe'`,
    );
    expect(rows[0].n).toBe(1);
  });
});
