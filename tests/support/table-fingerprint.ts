/**
 * A fingerprint of every table of a database, row by row, computed the same way on both sides of a
 * copy (a backup and its restore, PGlite and its upgrade): md5 over the sorted md5 of each row's text
 * (server/backup/format.ts). Two databases match when every table's fingerprint does.
 */
import { FINGERPRINT_ZONE, fingerprintSql } from '../../server/backup/format';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Every table's fingerprint through `query` (one session: it sets the time zone first); with
 * `columnsOf`, a table's given columns only (the other side's, when a later schema added some).
 */
export async function tableFingerprints(query: Query, columnsOf?: Record<string, string[]>): Promise<Record<string, string>> {
  await query(FINGERPRINT_ZONE);
  const { rows } = await query(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const result: Record<string, string> = {};
  for (const { name } of rows as { name: string }[]) {
    if (columnsOf && !columnsOf[name]) continue;
    result[name] = (await query(fingerprintSql(name, columnsOf?.[name]))).rows[0].f as string;
  }
  return result;
}

/** Each table's columns, in order. */
export async function tableColumns(query: Query): Promise<Record<string, string[]>> {
  const { rows } = await query(
    `select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const result: Record<string, string[]> = {};
  for (const row of rows as { t: string; c: string }[]) (result[row.t] ??= []).push(row.c);
  return result;
}

/** The tables whose fingerprints differ between two sides (a table on one side only counts). */
export function differingTables(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((name) => a[name] !== b[name]).sort();
}
