import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';
import { DataDirBusyError, lockDataDir } from '../../../server/db/data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-unit-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the embedded database', () => {
  it('runs in another process, migrates a fresh folder, and refuses a second opener', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir, poolSize: 1 });
    try {
      expect(first.kind).toBe('pglite');
      expect(first.fresh).toBe(true);
      const { rows } = await first.pool.query('select pg_backend_pid() as pid');
      expect(rows[0].pid).not.toBe(process.pid);
      await expect(openDatabase({ dataDir: dir, poolSize: 1 })).rejects.toBeInstanceOf(DataDirBusyError);
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).not.toBe(String(process.pid));
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir, poolSize: 1 });
    expect(again.fresh).toBe(false);
    await again.close();
  }, 60_000);

  it('is sized for a back office, and a recycle puts a new host on the same data with the pool following it', async () => {
    const database = await openDatabase({ dataDir: tempDir(), poolSize: 1 });
    try {
      const setting = async (name: string) => (await database.pool.query(`select current_setting('${name}') as v`)).rows[0].v;
      expect([await setting('shared_buffers'), await setting('work_mem'), await setting('maintenance_work_mem')]).toEqual([
        '32MB',
        '4MB',
        '16MB',
      ]);
      await database.pool.query('create table kept (n int); insert into kept values (42)');
      const pid = async () => (await database.pool.query('select pg_backend_pid() as pid')).rows[0].pid;
      const hostSocket = () => (database.pool as unknown as { options: { host: string } }).options.host;
      const before = hostSocket();
      await database.recycle();
      expect(hostSocket()).not.toBe(before);
      expect(await pid()).toBeGreaterThan(0);
      expect((await database.pool.query('select n from kept')).rows).toEqual([{ n: 42 }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('lockDataDir', () => {
  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
