/**
 * `npm run db:upgrade`: a data folder of the earlier embedded engine (PGlite, made here with the demo
 * data and a stored file) is moved into the embedded PostgreSQL; every table's rows come over
 * exactly, sequences go on from where they were, and the server then starts on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db';
import { importPgliteFolder, LEGACY_BACKUP_DIR } from '../../server/db/embedded/pglite-import';
import * as schema from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/demo';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase } from '../support/server';
import { startServerProcess } from '../support/server-process';
import { differingTables, tableColumns, tableFingerprints } from '../support/table-fingerprint';

const undo = afterAllUndo();
const migrationsFolder = path.resolve(import.meta.dirname, '../../server/db/migrations');

/** The migrations up to `lastTag`: a folder left by an older release, which the move brings up to date. */
function migrationsUpTo(lastTag: string, into: string): string {
  fs.cpSync(migrationsFolder, into, { recursive: true });
  const journalFile = path.join(into, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === lastTag) + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return into;
}

describe('moving a PGlite data folder into the embedded PostgreSQL', () => {
  it('copies every row and sequence, keeps the old folder, and the server starts on it', async () => {
    const { env, cleanup } = await freshDatabase('embedded');
    undo(cleanup);
    const dataDir = env.DATA_DIR;
    const lite = await PGlite.create(path.join(dataDir, 'pgdata'));
    // an older schema: the move applies the later migrations, the search's pg_trgm indexes among them
    await migrate(drizzle(lite), { migrationsFolder: migrationsUpTo('0011_dealer_disabled_by_org', path.join(dataDir, 'old-migrations')) });
    await seedDemo(drizzle(lite, { schema, casing: 'snake_case' }) as unknown as Db);
    await lite.query(`insert into files (id, mime, size, content) values (repeat('a', 64), 'image/png', 3, '\\x0001ff'::bytea)`);
    const query = (text: string) => lite.query<Record<string, unknown>>(text);
    const columns = await tableColumns(query);
    const before = await tableFingerprints(query, columns);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    const { rows: idRows } = await lite.query<{ max: number }>('select max(id)::int as max from versions');
    await lite.close();

    const report = await importPgliteFolder(dataDir);
    expect(report!.rows).toBeGreaterThan(100);
    expect(fs.existsSync(path.join(dataDir, LEGACY_BACKUP_DIR, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.upgrade-'))).toEqual([]);

    const database = await openDatabase({ dataDir, poolSize: 1 });
    try {
      expect(database.fresh).toBe(false);
      const after = () => tableFingerprints((text) => database.pool.query(text), columns);
      expect(differingTables(before, await after())).toEqual([]);
      // the comparison sees one changed row
      await database.pool.query(`update staff set name = name || ' (changed)' where id = (select min(id) from staff)`);
      expect(differingTables(before, await after())).toEqual(['staff']);
      await database.pool.query(`update staff set name = replace(name, ' (changed)', '') where id = (select min(id) from staff)`);
      const { rows } = await database.pool.query(
        `insert into versions (name, version_no, platform) values ('After', '99.0', 'android') returning id`,
      );
      expect(rows[0].id).toBe(idRows[0].max + 1);
    } finally {
      await database.close();
    }
    const server = await startServerProcess({ env: { DATA_DIR: dataDir } });
    undo(server.stop);
    expect(await new ApiClient(server.api).login('dealer1', 'dealer123')).toBeTruthy();
    expect(await importPgliteFolder(dataDir).catch((error: Error) => error.message)).toMatch(/in use/); // a running server's folder
  });
});
