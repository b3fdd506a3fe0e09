/**
 * Takes a backup of a running database without stopping it or holding up its writes: one
 * REPEATABLE READ, READ ONLY transaction (a single snapshot of every table and sequence), each table
 * streamed with COPY into a gzip file (server/backup/format.ts), so that memory stays flat whatever
 * the tables' size. Written beside the target and renamed into place once complete.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrationTags } from './migrations';
import {
  DIGEST_PREFIX,
  FINGERPRINT_ZONE,
  END_OF_ROWS,
  fingerprintSql,
  FORMAT,
  FORMAT_VERSION,
  quote,
  TABLE_PREFIX,
  type BackupHeader,
  type BackupTable,
} from './format';
import { progress } from './progress';

export interface BackupOptions {
  /** The data key to keep in the file (`--with-key`). */
  dataKey?: string;
  /** Progress on stderr (the commands); off in the server's scheduled backups. */
  verbose?: boolean;
}

/** A gzip file being written, with the digest of what went into it. */
function writer(file: string) {
  const gzip = createGzip({ level: 6 });
  const out = fs.createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const digest = createHash('sha256');
  return {
    async write(chunk: string | Buffer) {
      digest.update(chunk);
      if (!gzip.write(chunk)) await once(gzip, 'drain');
    },
    async close() {
      gzip.end(`${DIGEST_PREFIX}${digest.digest('hex')}\n`);
      await once(out, 'close');
    },
    destroy: () => (gzip.destroy(), out.destroy()),
  };
}

export async function takeBackup(connection: pg.ClientConfig, file: string, options: BackupOptions = {}): Promise<BackupHeader> {
  const client = new pg.Client(connection);
  await client.connect();
  const partial = `${file}.partial`;
  const out = writer(partial);
  const shown = progress('backup');
  try {
    await client.query(FINGERPRINT_ZONE);
    await client.query('begin isolation level repeatable read read only');
    const names = (
      await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
    ).rows;
    const tables: BackupTable[] = [];
    for (const { name } of names) {
      const columns = (
        await client.query<{ c: string }>(
          `select column_name as c from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [name],
        )
      ).rows.map((row) => row.c);
      const rows = (await client.query<{ n: string }>(`select count(*) as n from ${quote(name)}`)).rows[0].n;
      const fingerprint = (await client.query<{ f: string }>(fingerprintSql(name))).rows[0].f;
      tables.push({ name, columns, rows: Number(rows), fingerprint });
    }
    const sequences = (
      await client.query<{ name: string; value: string | null }>(
        `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by sequencename`,
      )
    ).rows.map((row) => ({ name: row.name, value: Number(row.value ?? 1), called: row.value !== null }));
    const header: BackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: new Date().toISOString(),
      migrations: await appliedMigrationTags(client),
      tables,
      sequences,
      ...(options.dataKey ? { data_key: options.dataKey } : {}),
    };
    await out.write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await out.write(`${TABLE_PREFIX}${table.name}\n`);
      shown.start();
      let done = 0;
      const columns = table.columns.map(quote).join(', ');
      const stream = client.query(copyTo(`copy (select ${columns} from ${quote(table.name)}) to stdout`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        await out.write(chunk);
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) done++;
        if (options.verbose) shown.update(table.name, done, table.rows);
      }
      if (done !== table.rows) throw new Error(`${table.name}: ${done} rows copied of the ${table.rows} counted`);
      if (options.verbose) shown.update(table.name, done, table.rows, true);
      await out.write(`${END_OF_ROWS}\n`);
    }
    await client.query('commit');
    await out.close();
    fs.renameSync(partial, file);
    return header;
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
