/**
 * A fingerprint of every table of a database, row by row, computed the same way on both sides of a
 * copy (a backup and its restore, PGlite and its upgrade): md5 over the sorted md5 of each row's text
 * (server/backup/format.ts). Two databases match when every table's fingerprint does.
 */
import { fingerprintSql } from '../../server/backup/format';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export async function tableFingerprints(query: Query): Promise<Record<string, string>> {
  const { rows } = await query(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const result: Record<string, string> = {};
  for (const { name } of rows as { name: string }[]) result[name] = (await query(fingerprintSql(name))).rows[0].f as string;
  return result;
}

/** The tables whose fingerprints differ between two sides (a table on one side only counts). */
export function differingTables(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((name) => a[name] !== b[name]).sort();
}
