/**
 * A full disk answers 503 with its own code (1507, "the server's storage is full") rather than 500,
 * and `/health` says `storage` until a write goes through again. The PostgreSQL server's files for the
 * versions table and its temporary files are put on a tiny tmpfs that the test fills (root only: it
 * mounts); then the tmpfs is grown, as an operator frees space.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase, seedPgDatabase } from '../support/server';
import { startServerProcess } from '../support/server-process';

const undo = afterAllUndo();
const asRoot = process.getuid?.() === 0;

describe('a full disk', () => {
  it.runIf(asRoot)(
    'answers 503 / 1507, /health says storage, and both recover once there is room',
    async () => {
      const database = await freshDatabase('pg');
      undo(database.cleanup);
      await seedPgDatabase(database.env.DATABASE_URL);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-full-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir]);
      undo(async () => {
        execFileSync('umount', ['-l', dir]);
        fs.rmSync(dir, { recursive: true, force: true });
      });
      execFileSync('chown', ['postgres:postgres', dir]);
      const tablespace = `da_full_${path.basename(dir).replace(/\W/g, '').toLowerCase()}`;
      const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`create tablespace ${tablespace} location '${dir}'`);
        undo(async () => {
          const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
          await client.connect();
          await client.query(`drop table if exists filler`).catch(() => undefined);
          await client.query(`alter table versions set tablespace pg_default`).catch(() => undefined);
          await client.end();
          await database.cleanup();
          const postgres = new pg.Client({ connectionString: new URL('/postgres', database.env.DATABASE_URL).toString() });
          await postgres.connect();
          await postgres.query(`drop tablespace if exists ${tablespace}`).catch(() => undefined);
          await postgres.end();
        });
        await admin.query(`alter table versions set tablespace ${tablespace}`);
        await admin.query(`alter database ${new URL(database.env.DATABASE_URL).pathname.slice(1)} set temp_tablespaces = '${tablespace}'`);
        await admin.query(`create table filler (x text) tablespace ${tablespace}`);
        // fill it to the last byte
        await expect(
          (async () => {
            for (;;) await admin.query(`insert into filler select repeat('x', 1500) from generate_series(1, 20)`);
          })(),
        ).rejects.toMatchObject({ code: '53100' });
      } finally {
        await admin.end();
      }

      const server = await startServerProcess({ env: database.env });
      undo(server.stop);
      const api = new ApiClient(server.api);
      const token = await api.login('admin', 'admin123');
      const write = (n: number) =>
        api.post('/version/create', { name: `Full ${n}`, version_no: `7.0.${n}`, platform: 'android' }, { token });
      // the table's last page may still hold a few rows: write until it is refused
      let refused;
      for (let n = 1; n <= 500 && !refused; n++) {
        const answer = await write(n);
        if (answer.code !== 0) refused = answer;
      }
      expect(refused).toMatchObject({ status: 503, code: 1507 });
      const zh = await api.post(
        '/version/create',
        { name: 'Full zh', version_no: '7.1.0', platform: 'android' },
        { token, headers: { 'accept-language': 'zh-CN' } },
      );
      expect(zh.msg).toBe('服务器存储空间已满，未保存任何内容。请联系运营方');
      const health = await fetch(`${server.api}/health`);
      expect([health.status, (await health.json()).reason]).toEqual([503, 'storage']);
      expect(server.child.exitCode).toBeNull();

      execFileSync('mount', ['-o', 'remount,size=16m', dir]);
      await expect.poll(async () => (await fetch(`${server.api}/health`)).status, { timeout: 30_000, interval: 200 }).toBe(200);
      expect((await write(9999)).code).toBe(0);
    },
    120_000,
  );
});
