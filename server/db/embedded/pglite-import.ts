/**
 * Moves a data folder of the earlier embedded engine (PGlite, `pgdata/`) into a PostgreSQL cluster:
 * the PGlite database is first brought to the current migrations, so both have one schema; then
 * every table's rows are copied in one transaction of the new database, and each sequence set where
 * PGlite left it. The new cluster is made beside the data folder's contents and moved into place
 * only once the copy is complete and its row counts match; `pgdata/` is kept, renamed, until the
 * operator deletes it. The server must be stopped (the data folder's lock).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { openDatabase } from '..';
import { loadWithoutForeignKeys } from '../bulk-load';
import { CLUSTER_DIR, LOG_FILE } from './cluster';
import { DB_PASSWORD_FILE } from './connection';
import { checkDataDirAccess } from './data-dir-access';
import { lockDataDir } from './data-dir-lock';
import { hasLegacyDatabase, LEGACY_DIR } from './legacy-folder';
import { databaseRunAs, letThrough } from './run-as';

/** The renamed PGlite folder, kept after a move. */
export const LEGACY_BACKUP_DIR = `${LEGACY_DIR}-pglite-backup`;
const BATCH_ROWS = 1000;
const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Table {
  name: string;
  /** Columns that take a value (generated columns are computed again). */
  columns: string[];
  rows: number;
}

async function tablesOf(source: PGlite): Promise<Table[]> {
  const { rows } = await source.query<{ name: string; columns: string[] }>(`
    select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     group by c.table_name order by c.table_name`);
  const tables: Table[] = [];
  for (const row of rows) {
    const count = await source.query<{ n: number }>(`select count(*)::int as n from ${quoted(row.name)}`);
    tables.push({ ...row, rows: count.rows[0].n });
  }
  return tables;
}

/** Copies every row of `table` as JSON text, so that every type keeps its exact text form. */
async function copyTable(source: PGlite, target: pg.PoolClient, table: Table): Promise<void> {
  const columns = table.columns.map(quoted).join(', ');
  const name = quoted(table.name);
  for (let offset = 0; offset < table.rows; offset += BATCH_ROWS) {
    const batch = await source.query<{ json: string }>(
      `select coalesce(json_agg(t), '[]')::text as json from (select * from ${name} order by ctid limit ${BATCH_ROWS} offset ${offset}) t`,
    );
    await target.query(
      `insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, $1::json)`,
      [batch.rows[0].json],
    );
  }
}

/** Copies all rows and sequence positions in one transaction; answers each table's row count. */
async function copyAll(source: PGlite, target: pg.Pool): Promise<Table[]> {
  const tables = await tablesOf(source);
  await loadWithoutForeignKeys(target, async (client) => {
    for (const table of tables) await client.query(`delete from ${quoted(table.name)}`);
    for (const table of tables) await copyTable(source, client, table);
    const sequences = await source.query<{ name: string; value: number }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value as value from pg_sequences where schemaname = 'public' and last_value is not null`,
    );
    for (const sequence of sequences.rows) await client.query('select setval($1::regclass, $2)', [sequence.name, sequence.value]);
  });
  return tables;
}

async function countsMatch(target: pg.Pool, tables: Table[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await target.query<{ n: number }>(`select count(*)::int as n from ${quoted(table.name)}`);
    if (rows[0].n !== table.rows) throw new Error(`${table.name}: ${table.rows} rows in PGlite, ${rows[0].n} copied`);
  }
}

export interface ImportReport {
  tables: number;
  rows: number;
}

/** Moves the PGlite database of `dataDir` into the current engine; undefined when there is none to move. */
export async function importPgliteFolder(dataDir: string): Promise<ImportReport | undefined> {
  checkDataDirAccess(dataDir); // as root, another user's folder is refused, not made passable
  const release = lockDataDir(dataDir);
  letThrough(dataDir, databaseRunAs()); // to the cluster made in the staging folder inside it
  const staging = fs.mkdtempSync(path.join(dataDir, '.upgrade-'));
  try {
    if (!hasLegacyDatabase(dataDir)) return undefined;
    // the migrations' extensions (the search's trigram indexes) are PGlite's contrib modules
    const source = await PGlite.create(path.join(dataDir, LEGACY_DIR), { extensions: { pg_trgm } });
    try {
      await migrate(drizzle(source), { migrationsFolder });
      const target = await openDatabase({ dataDir: staging, poolSize: 2 });
      let tables: Table[];
      try {
        tables = await copyAll(source, target.pool);
        await countsMatch(target.pool, tables);
      } finally {
        await target.close();
      }
      fs.renameSync(path.join(staging, CLUSTER_DIR), path.join(dataDir, CLUSTER_DIR));
      fs.renameSync(path.join(staging, LOG_FILE), path.join(dataDir, LOG_FILE));
      fs.renameSync(path.join(staging, DB_PASSWORD_FILE), path.join(dataDir, DB_PASSWORD_FILE));
      return { tables: tables.length, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
    } finally {
      await source.close();
      if (fs.existsSync(path.join(dataDir, CLUSTER_DIR)))
        fs.renameSync(path.join(dataDir, LEGACY_DIR), path.join(dataDir, LEGACY_BACKUP_DIR));
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
