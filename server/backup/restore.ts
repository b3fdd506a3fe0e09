/**
 * Restores a backup (server/backup/format.ts) into an empty data folder or an empty PostgreSQL
 * database, nothing else: the file is checked whole first; the schema is built as it was when the
 * backup was taken (its migrations), the rows are loaded in one transaction and checked against the
 * fingerprints the backup took, the sequences set, and then the schema is migrated forward to this
 * version's.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { once } from 'node:events';
import { DATA_KEY_FILE } from '../data-key';
import { openDatabase } from '../db';
import { loadWithoutForeignKeys } from '../db/bulk-load';
import { writeSecretFileOnce } from '../secret-file';
import { END_OF_ROWS, FINGERPRINT_ZONE, fingerprintSql, quote, TABLE_PREFIX, type BackupHeader } from './format';
import { migrationsUpTo } from './migrations';
import { progress } from './progress';
import { BackupRefused, checkBackup, linesOf } from './read';

export type RestoreTarget = { databaseUrl: string } | { dataDir: string };

/** A restore writes only into an empty data folder or an empty PostgreSQL database. */
async function refuseUnlessEmpty(target: RestoreTarget): Promise<void> {
  if ('dataDir' in target) {
    const entries = fs.existsSync(target.dataDir) ? fs.readdirSync(target.dataDir) : [];
    if (entries.length > 0)
      throw new BackupRefused(`The data folder ${target.dataDir} is not empty: restore into a new, empty folder. Nothing was written.`);
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    if (rows[0].n > 0)
      throw new BackupRefused('The PostgreSQL database is not empty: restore into a new, empty database. Nothing was written.');
  } finally {
    await client.end();
  }
}

/** Loads every table's rows from the file within the client's transaction. */
async function loadRows(client: pg.PoolClient, file: string, header: BackupHeader, verbose: boolean): Promise<void> {
  const shown = progress('restore');
  const byName = new Map(header.tables.map((table) => [table.name, table]));
  let copy: NodeJS.WritableStream | undefined;
  let current: { name: string; rows: number; done: number } | undefined;
  let first = true;
  for await (const line of linesOf(file)) {
    if (first) {
      first = false; // the header
      continue;
    }
    const text = line.toString('utf8');
    if (!current) {
      if (!text.startsWith(TABLE_PREFIX)) break; // the digest
      const table = byName.get(text.slice(TABLE_PREFIX.length))!;
      current = { name: table.name, rows: table.rows, done: 0 };
      copy = client.query(copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`));
      shown.start();
    } else if (text === END_OF_ROWS) {
      copy!.end();
      await once(copy!, 'finish');
      if (verbose) shown.update(current.name, current.done, current.rows, true);
      current = undefined;
    } else {
      if (!copy!.write(Buffer.concat([line, Buffer.from('\n')]))) await once(copy!, 'drain');
      current.done++;
      if (verbose) shown.update(current.name, current.done, current.rows);
    }
  }
}

export interface RestoreReport {
  header: BackupHeader;
  migratedForward: number;
}

export async function restoreBackup(file: string, target: RestoreTarget, options: { verbose?: boolean } = {}): Promise<RestoreReport> {
  const header = await checkBackup(file);
  await refuseUnlessEmpty(target);
  const folder = migrationsUpTo(header.migrations.at(-1)!);
  const dataDir = 'dataDir' in target ? path.resolve(target.dataDir) : '.';
  const database = await openDatabase({
    databaseUrl: 'databaseUrl' in target ? target.databaseUrl : undefined,
    dataDir,
    poolSize: 1,
    migrationsFolder: folder,
  });
  try {
    await loadWithoutForeignKeys(database.pool, async (client) => {
      await loadRows(client, file, header, options.verbose ?? false);
      for (const sequence of header.sequences) {
        await client.query('select setval($1::regclass, $2, $3)', [quote(sequence.name), sequence.value, sequence.called]);
      }
      await client.query(FINGERPRINT_ZONE.replace('set ', 'set local '));
      for (const table of header.tables) {
        const { rows } = await client.query<{ f: string }>(fingerprintSql(table.name));
        if (rows[0].f !== table.fingerprint)
          throw new BackupRefused(`Table ${table.name} did not load as it was backed up. Nothing was written.`);
      }
    });
    const before = header.migrations.length;
    await database.migrate();
    if (header.data_key && 'dataDir' in target) await writeSecretFileOnce(path.join(dataDir, DATA_KEY_FILE), header.data_key);
    const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    return { header, migratedForward: rows[0].n - before };
  } finally {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
