/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP, server/backup/schedule.ts): taken by the
 * server while it serves, by one process of several on one database, reported by GET /backup/status
 * (operator admins only) and the metrics; a failed one is reported, and shown as overdue.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBackup } from '../../server/backup/read';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase, seedPgDatabase, type TestDb } from '../support/server';
import { startServerProcess } from '../support/server-process';

const undo = afterAllUndo();
const backupDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-backups-'));
  undo(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const backups = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.dab.gz'));

async function startOn(db: TestDb, env: Record<string, string>) {
  const source = await freshDatabase(db);
  undo(source.cleanup);
  if (db === 'pg') await seedPgDatabase(source.env.DATABASE_URL);
  return {
    ...source,
    start: async (extra: Record<string, string> = {}) => {
      const server = await startServerProcess({ env: { ...source.env, ...env, ...extra } });
      undo(server.stop);
      return server;
    },
  };
}

describe.each(['embedded', 'pg'] as const)('scheduled backups (%s)', (db) => {
  it('are taken into BACKUP_DIR by one process of two, and reported to the operator admins only', async () => {
    const dir = backupDir();
    const source = await startOn(db, { BACKUP_DIR: dir, BACKUP_EVERY: '1m', BACKUP_KEEP: '3' });
    // on PostgreSQL, two processes started together on one database (the embedded cluster has one server)
    const servers = await Promise.all((db === 'pg' ? [1, 2] : [1]).map(() => source.start({ LOG_LEVEL: 'info' })));
    const first = servers[0];
    const runs = (text: string) => text.match(/scheduled backup (written|skipped)/g) ?? [];
    await expect.poll(() => servers.map((server) => runs(server.output()).length), { timeout: 60_000 }).toEqual(servers.map(() => 1));
    expect(servers.flatMap((server) => runs(server.output())).sort()).toEqual(
      db === 'pg' ? ['scheduled backup skipped', 'scheduled backup written'] : ['scheduled backup written'],
    );
    const api = new ApiClient(first.api);
    const admin = await api.login('admin', 'admin123');
    await expect
      .poll(async () => (await api.get('/backup/status', { token: admin })).data?.last_result, { timeout: 60_000 })
      .toBe('success');
    const status = (await api.get('/backup/status', { token: admin })).data;
    expect(status).toMatchObject({ scheduled: true, every_seconds: 60, last_error: null, overdue: false });
    // a busy machine may be past BACKUP_EVERY by now, into a second round: one file per backup written
    const written = () => servers.flatMap((server) => runs(server.output())).filter((run) => run.endsWith('written')).length;
    await expect.poll(() => [backups(dir).length, written()]).toSatisfy(([files, logged]) => files === logged && files >= 1);
    const header = await checkBackup(path.join(dir, backups(dir)[0]));
    expect(header.data_key, 'a scheduled backup keeps no data key').toBeUndefined();
    expect(header.tables.find((table) => table.name === 'staff')?.rows).toBeGreaterThan(0);
    const metrics = await (await fetch(`${first.url}/metrics`)).text();
    expect(metrics).toMatch(/^da_backup_last_result 1$/m);
    expect(Number(/^da_backup_last_success_timestamp_seconds (\S+)$/m.exec(metrics)?.[1])).toBeCloseTo(
      Date.parse(status.last_success_at) / 1000,
      0,
    );
    const dealer = await api.login('dealer1', 'dealer123');
    const refused = await api.get('/backup/status', { token: dealer });
    expect([refused.status, refused.code]).toEqual([403, 1003]);
  }, 180_000);
});

describe('a scheduled backup that fails', () => {
  it('is logged, counted and shown as overdue', async () => {
    // a file where the folder should be: the backup cannot be written
    const blocked = path.join(backupDir(), 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const source = await startOn('pg', { BACKUP_DIR: blocked, BACKUP_EVERY: '1m', LOG_LEVEL: 'error' });
    const server = await source.start();
    const api = new ApiClient(server.api);
    const admin = await api.login('admin', 'admin123');
    await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/scheduled backup failed/);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^da_backup_failures_total 1$/m);
    expect(metrics).toMatch(/^da_backup_last_result 0$/m);
    const status = (await api.get('/backup/status', { token: admin })).data;
    expect(status).toMatchObject({ scheduled: true, last_success_at: null, last_result: 'failure', overdue: true });
  }, 120_000);
});
