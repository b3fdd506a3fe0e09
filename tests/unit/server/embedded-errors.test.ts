import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MessageFramer } from '../../../server/db/embedded-wire';
import { useEmbeddedDatabase } from './support/embedded-database';

const embedded = useEmbeddedDatabase();
const pool = () => embedded().pool;

describe('the embedded database after a failed statement', () => {
  it.each([
    ['a unique violation', `insert into login_attempts (key) values ('dup')`],
    ['a bad parameter', `select 'x'::int`],
    ['a run-time error', 'select 1/0'],
    ['an unknown table', 'select * from no_such_table'],
  ])('answers the next query after %s', async (_label, failing) => {
    await pool().query(`insert into login_attempts (key) values ('dup') on conflict do nothing`);
    await expect(pool().query(failing)).rejects.toThrow();
    const { rows } = await pool().query('select $1::int as ok', [1]);
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it('rolls back a transaction whose connection failed, before serving the next one', async () => {
    const client = await pool().connect();
    await client.query('begin');
    await client.query(`insert into login_attempts (key) values ('half-written')`);
    client.release(new Error('connection dropped mid-transaction'));
    const { rows } = await pool().query(`select count(*)::int as n from login_attempts where key = 'half-written'`);
    expect(rows[0].n).toBe(0);
  });

  it('is reached through a Unix socket in a folder only its user can enter', () => {
    const options = (pool() as unknown as { options: { host: string } }).options;
    expect(fs.statSync(options.host).mode & 0o077).toBe(0);
    expect(fs.existsSync(path.join(options.host, '.s.PGSQL.5432'))).toBe(true);
  });
});

describe('prepared statements on the embedded database (server/db/prepared-client.ts)', () => {
  const preparedCount = async () =>
    (await pool().query(`select count(*)::int as n from pg_prepared_statements where statement like $1`, ['%prepared-probe%'])).rows[0].n;

  it('prepares a query with parameters once, and runs it again without preparing it', async () => {
    const probe = `select $1::int + 1 as next -- prepared-probe`;
    expect((await pool().query(probe, [1])).rows).toEqual([{ next: 2 }]);
    expect((await pool().query(probe, [41])).rows).toEqual([{ next: 42 }]);
    expect(await preparedCount()).toBe(1);
  });

  it('prepares afresh on a connection that replaces a dropped one (the session kept the old statements)', async () => {
    const probe = `select $1::text || '!' as said -- prepared-probe`;
    expect((await pool().query(probe, ['one'])).rows).toEqual([{ said: 'one!' }]);
    const client = await pool().connect();
    client.release(new Error('connection dropped'));
    expect((await pool().query(probe, ['two'])).rows).toEqual([{ said: 'two!' }]);
    expect(await preparedCount()).toBe(1);
  });

  it('answers a prepared statement whose run failed, with other values, again', async () => {
    const probe = `select 10 / $1::int as q -- prepared-probe`;
    await expect(pool().query(probe, [0])).rejects.toThrow(/division by zero/);
    expect((await pool().query(probe, [5])).rows).toEqual([{ q: 2 }]);
  });
});

describe('MessageFramer', () => {
  it('splits the startup message, then typed messages, across chunk boundaries', () => {
    const framer = new MessageFramer();
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8, 0);
    startup.writeInt32BE(196608, 4);
    const query = Buffer.concat([Buffer.from('Q'), Buffer.from([0, 0, 0, 13]), Buffer.from('select 1\0')]);
    const all = Buffer.concat([startup, query, query]);
    const out = [...framer.push(all.subarray(0, 10)), ...framer.push(all.subarray(10, 20)), ...framer.push(all.subarray(20))];
    expect(out.map((m) => m.length)).toEqual([8, 14, 14]);
    expect(out[1].equals(query)).toBe(true);
  });

  it('passes an SSL request before the startup message', () => {
    const framer = new MessageFramer();
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(80877103, 4);
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(8, 0);
    startup.writeInt32BE(196608, 4);
    expect(framer.push(Buffer.concat([ssl, startup])).map((m) => m.length)).toEqual([8, 8]);
  });
});
