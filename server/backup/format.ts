/**
 * The backup file (`npm run backup`): gzip of UTF-8 lines. The first is a JSON header; then each
 * table as a line `--table <name>` and its rows in COPY's text format (one row a line, ended by
 * `\.`); the last line `--sha256 <hex>` is the digest of every byte before it. A file cut short has
 * no such line, an altered one a digest that differs: either is refused before anything is written.
 */
export const FORMAT = 'distributor-admin-backup';
export const FORMAT_VERSION = 1;
export const TABLE_PREFIX = '--table ';
export const DIGEST_PREFIX = '--sha256 ';
export const END_OF_ROWS = '\\.';

export interface BackupTable {
  name: string;
  columns: string[];
  rows: number;
  /** md5 over the md5 of every row's text, sorted (tests/support/table-fingerprint.ts computes the same). */
  fingerprint: string;
}

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  /** The migrations applied, by their tag (server/db/migrations/meta/_journal.json), oldest first. */
  migrations: string[];
  tables: BackupTable[];
  sequences: { name: string; value: number; called: boolean }[];
  /** The data key (DATA_DIR/data-key), only with --with-key. */
  data_key?: string;
}

/**
 * The fingerprint of table `name` (of `columns` only, when given: a copy whose later schema added
 * some), the same on both sides when both sessions' time zone is UTC; an empty table's is md5 of ''.
 */
export const fingerprintSql = (name: string, columns?: string[]) => {
  const row = columns ? `row(${columns.map((column) => `t.${quote(column)}`).join(', ')})` : 't';
  return `select md5(coalesce(string_agg(h, '' order by h), '')) as f from (select md5(${row}::text) as h from ${quote(name)} t) rows`;
};

/** Fingerprints render times in the session's zone: both sides set this one first. */
export const FINGERPRINT_ZONE = `set timezone = 'UTC'`;

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
