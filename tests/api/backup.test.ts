/**
 * Backups taken while the server serves (`npm run backup`), restored (`npm run restore`) into an
 * empty target: every write acknowledged before the backup began is there, and every table matches
 * the snapshot row by row (its fingerprint); a changed row is caught; a cut or altered file and a
 * non-empty target are refused with nothing written; an older schema is migrated forward.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBackup } from '../../server/backup/read';
import { knownMigrationTags, migrationsUpTo } from '../../server/backup/migrations';
import { restoreBackup } from '../../server/backup/restore';
import { takeBackup } from '../../server/backup/take';
import { openDatabase } from '../../server/db';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase, seedPgDatabase, type TestDb } from '../support/server';
import { startServerProcess } from '../support/server-process';
import { differingTables, tableFingerprints } from '../support/table-fingerprint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const undo = afterAllUndo();
const WRITERS = 20;

/** Runs `npm run <script>`'s file with `env`; answers its exit code and output. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, `scripts/${script}.ts`), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** A folder the embedded database's own user may reach (the system's temporary folder is open to all). */
const newDataDir = () => {
  const dir = path.join(os.tmpdir(), `da-restore-${process.pid}-${Math.random().toString(36).slice(2)}`);
  undo(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function restoredFingerprints(target: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({ ...target, poolSize: 1 });
  try {
    return { fingerprints: await tableFingerprints((text) => database.pool.query(text)), database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

describe.each(['embedded', 'pg'] as const)('a backup under 20 concurrent writes (%s)', (db: TestDb) => {
  it('restores every acknowledged write and every row; a changed row, a damaged file and a full target are caught', async () => {
    const source = await freshDatabase(db);
    undo(source.cleanup);
    if (db === 'pg') await seedPgDatabase(source.env.DATABASE_URL);
    const server = await startServerProcess({ env: source.env });
    undo(server.stop);
    const api = new ApiClient(server.api);
    const token = await api.login('admin', 'admin123');

    const acknowledged: { id: number; name: string; at: number }[] = [];
    let running = true;
    let n = 0;
    const loops = Array.from({ length: WRITERS }, async () => {
      while (running) {
        const name = `Backup ${++n}`;
        const answer = await api.post('/version/create', { name, version_no: `6.0.${n}`, platform: 'android' }, { token });
        if (answer.code === 0) acknowledged.push({ id: answer.data.id, name, at: Date.now() });
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(40);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'da-backup-')), 'backup.dab.gz');
    const backupStarted = Date.now();
    const backup = await runScript('backup', ['--out', file], source.env);
    const during = acknowledged.filter((write) => write.at > backupStarted).length;
    running = false;
    await Promise.all(loops);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written to .*backup\.dab\.gz: \d+ tables/);
    expect(during, 'writes acknowledged while the backup ran: it refused none').toBeGreaterThan(0);
    const header = await checkBackup(file);

    const target = db === 'pg' ? await freshDatabase('pg') : undefined;
    if (target) undo(target.cleanup);
    const targetEnv: Record<string, string> = target
      ? { DATABASE_URL: target.env.DATABASE_URL, DATA_KEY: target.env.DATA_KEY }
      : { DATA_DIR: newDataDir() };
    const restored = await runScript('restore', [file], targetEnv);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/versions\s+[\d,]+ rows/);

    const { fingerprints, database } = await restoredFingerprints({
      databaseUrl: targetEnv.DATABASE_URL,
      dataDir: targetEnv.DATA_DIR ?? '.',
    });
    try {
      const snapshot = Object.fromEntries(header.tables.map((table) => [table.name, table.fingerprint]));
      expect(differingTables(snapshot, fingerprints)).toEqual([]);
      const { rows } = await database.pool.query<{ id: number; name: string }>('select id, name from versions');
      const names = new Map(rows.map((row) => [row.id, row.name]));
      const missing = acknowledged.filter((write) => write.at < backupStarted && names.get(write.id) !== write.name);
      expect(missing, 'writes acknowledged before the backup began').toEqual([]);
      // the comparison sees one changed row
      await database.pool.query(`update versions set name = name || ' (changed)' where id = (select min(id) from versions)`);
      expect(differingTables(snapshot, await tableFingerprints((text) => database.pool.query(text)))).toEqual(['versions']);
    } finally {
      await database.close();
    }

    // a full target, a cut file, an altered file: refused, nothing written
    const again = await runScript('restore', [file], targetEnv);
    expect([again.code, again.output]).toEqual([1, expect.stringMatching(/is not empty: restore into a new, empty/)]);
    const bytes = fs.readFileSync(file);
    const cut = `${file}.cut`;
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const altered = `${file}.altered`;
    const changed = Buffer.from(bytes);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    fs.writeFileSync(altered, changed);
    for (const [damaged, message] of [
      [cut, /is cut short/],
      [altered, /was altered|not a readable backup|is cut short/],
    ] as const) {
      const emptyDir = newDataDir();
      const refused = await runScript('restore', [damaged], { DATA_DIR: emptyDir });
      expect([refused.code, refused.output]).toEqual([1, expect.stringMatching(message)]);
      expect(fs.existsSync(emptyDir) ? fs.readdirSync(emptyDir) : []).toEqual([]);
    }
  }, 240_000);
});

describe('a backup of an older schema', () => {
  it('is restored as it was, then migrated forward to this version', async () => {
    const tags = knownMigrationTags();
    const older = tags[tags.length - 3];
    const source = await freshDatabase('pg');
    undo(source.cleanup);
    const folder = migrationsUpTo(older);
    undo(async () => fs.rmSync(folder, { recursive: true, force: true }));
    const database = await openDatabase({ databaseUrl: source.env.DATABASE_URL, dataDir: '.', poolSize: 1, migrationsFolder: folder });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'da-backup-')), 'older.dab.gz');
    try {
      await database.pool.query(`insert into versions (name, version_no, platform) values ('Old one', '1.0.0', 'android')`);
      const header = await takeBackup({ connectionString: source.env.DATABASE_URL }, file);
      expect(header.migrations.at(-1)).toBe(older);
    } finally {
      await database.close();
    }
    const target = await freshDatabase('pg');
    undo(target.cleanup);
    const report = await restoreBackup(file, { databaseUrl: target.env.DATABASE_URL });
    expect(report.migratedForward).toBe(2);
    const restored = await openDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: '.', poolSize: 1 });
    try {
      expect((await restored.pool.query(`select name from versions`)).rows).toEqual([{ name: 'Old one' }]);
      expect((await restored.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(tags.length);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
