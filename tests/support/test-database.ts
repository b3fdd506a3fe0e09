import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The prefix of the databases the tests make on the PostgreSQL server (`TEST_DB_PREFIX`, default
 * `da_test_`): checkouts sharing one server each set their own, so that a look or a clean-up of
 * leftovers (`drop database` of a killed run's) sees their own databases only.
 */
const TEST_DB_PREFIX = process.env.TEST_DB_PREFIX ?? 'da_test_';
if (!/^[a-z_][a-z0-9_]*$/.test(TEST_DB_PREFIX))
  throw new Error(`TEST_DB_PREFIX must be lowercase letters, digits and _: ${TEST_DB_PREFIX}`);

/** A new database name for a test: the prefix, what it is for, the time and a random part. */
export const testDatabaseName = (purpose: string) => `${TEST_DB_PREFIX}${purpose}_${Date.now()}_${randomBytes(4).toString('hex')}`;

/** The test PostgreSQL server's URL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). */
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on the test PostgreSQL server. */
export function pgUrlOf(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test PostgreSQL server (create and drop database). */
export async function pgAdminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Database `name` on the test PostgreSQL server, made when missing (`fresh`: dropped and made again); its URL. */
export async function keptPgDatabase(name: string, fresh: boolean): Promise<string> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return pgUrlOf(name);
}
