/**
 * The wire endpoint (server/db/embedded-wire.ts) keeps nothing of a query once it is answered: rows
 * it has passed on do not stay in the process's heap (PGlite's `execProtocolRaw` kept each answer,
 * parsed, for good: the embedded host grew without end under reads). It hands PGlite a query's
 * messages in one call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import type net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePglite, SOCKET_PORT } from '../../../server/db/embedded-wire';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1048576;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-unit-wire-memory-'));
let db: PGlite;
let server: net.Server;
let pool: pg.Pool;

beforeAll(async () => {
  db = await PGlite.create(path.join(dir, 'pgdata'));
  server = await servePglite(db, path.join(dir, `.s.PGSQL.${SOCKET_PORT}`));
  pool = new pg.Pool({ host: dir, port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 });
}, 60_000);
afterAll(async () => {
  await pool?.end();
  server?.close();
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database wire endpoint', () => {
  it('hands PGlite the five messages of a query with parameters in one call', async () => {
    await pool.query('select 1');
    const calls: number[] = [];
    const original = db.execProtocolRawStream.bind(db);
    db.execProtocolRawStream = (message, options) => {
      calls.push(message[0]);
      return original(message, options);
    };
    try {
      expect((await pool.query('select $1::int * 2 as twice', [21])).rows).toEqual([{ twice: 42 }]);
    } finally {
      db.execProtocolRawStream = original;
    }
    expect(calls).toEqual(['P'.charCodeAt(0)]); // Parse, then Bind, Describe, Execute and Sync in the same call
  });

  it('keeps no answer in its heap: 400 reads of 50 kB each leave it within 5 MB', async () => {
    // 50 rows of 1 kB: 20 MB in all, which stayed in the heap before the fix
    const read = (i: number) => pool.query(`select $1::int + n as id, repeat('x', 1000) as filler from generate_series(1, 50) n`, [i]);
    for (let i = 0; i < 50; i++) await read(i);
    const before = heapMb();
    for (let i = 0; i < 400; i++) expect((await read(i)).rows).toHaveLength(50);
    expect(heapMb() - before).toBeLessThan(5);
  });
});
