import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db';
import { DataDirBusyError } from '../../../server/db/embedded/data-dir-lock';
import { readPostmasterFile } from '../../../server/db/embedded/postmaster-file';
import { StartRefused } from '../../../server/db/start-refused';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-unit-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const setting = async (database: Database, name: string) =>
  (await database.pool.query<{ v: string }>('select current_setting($1) as v', [name])).rows[0].v;

describe('the embedded database', () => {
  it('is PostgreSQL in the data folder, durable, migrated on a fresh folder, one server at a time', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir, poolSize: 2 });
    try {
      expect([first.kind, first.fresh]).toEqual(['embedded', true]);
      expect(await setting(first, 'server_version_num')).toMatch(/^18/);
      expect([await setting(first, 'fsync'), await setting(first, 'synchronous_commit'), await setting(first, 'full_page_writes')]).toEqual(
        ['on', 'on', 'on'],
      );
      expect(await setting(first, 'data_directory')).toBe(path.join(dir, 'postgres'));
      await expect(openDatabase({ dataDir: dir, poolSize: 1 })).rejects.toBeInstanceOf(DataDirBusyError);
    } finally {
      await first.close();
    }
    expect(readPostmasterFile(path.join(dir, 'postgres'))).toBeUndefined(); // stopped, not left running
    const again = await openDatabase({ dataDir: dir, poolSize: 1 });
    expect(again.fresh).toBe(false);
    await again.close();
  }, 60_000);

  it('listens on no TCP port, only on a socket in a folder no other user can enter', async () => {
    const database = await openDatabase({ dataDir: tempDir(), poolSize: 1 });
    try {
      expect(await setting(database, 'listen_addresses')).toBe('');
      const socketDir = await setting(database, 'unix_socket_directories');
      expect(fs.statSync(socketDir).mode & 0o077).toBe(0);
      expect(fs.existsSync(path.join(socketDir, '.s.PGSQL.5432'))).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('compares names case-insensitively in any script', async () => {
    const database = await openDatabase({ dataDir: tempDir(), poolSize: 1 });
    try {
      const { rows } = await database.pool.query(`select lower('ÇAĞ İSTANBUL ÄÖ') as l, upper('çağ') as u`);
      expect(rows[0]).toEqual({ l: 'çağ istanbul äö', u: 'ÇAĞ' });
    } finally {
      await database.close();
    }
  }, 60_000);

  it('answers the next query after a failed one, and rolls back a transaction whose connection dropped', async () => {
    const database = await openDatabase({ dataDir: tempDir(), poolSize: 1 });
    try {
      await expect(database.pool.query('select 1/0')).rejects.toThrow(/division by zero/);
      expect((await database.pool.query('select $1::int as ok', [1])).rows).toEqual([{ ok: 1 }]);
      const client = await database.pool.connect();
      await client.query('begin');
      await client.query(`insert into login_attempts (key) values ('half-written')`);
      client.release(new Error('connection dropped mid-transaction'));
      await expect
        .poll(async () => (await database.pool.query(`select count(*)::int as n from login_attempts where key = 'half-written'`)).rows[0].n)
        .toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a data folder of the earlier embedded engine, naming the command that moves it', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'pgdata'));
    fs.writeFileSync(path.join(dir, 'pgdata', 'PG_VERSION'), '17\n');
    const refusal = openDatabase({ dataDir: dir, poolSize: 1 });
    await expect(refusal).rejects.toBeInstanceOf(StartRefused);
    await expect(refusal).rejects.toThrow(/npm run db:upgrade/);
    expect(fs.existsSync(path.join(dir, 'postgres'))).toBe(false);
  });
});
