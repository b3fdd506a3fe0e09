/**
 * Starts the real server for a test file on a free port with a database of its own, filled with the
 * demo data: a fresh embedded data folder, or a fresh database on the PostgreSQL server
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), dropped at close.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { WEB_ROOT } from '../../server/main';
import { startServer, type RunningServer } from '../../server/server';
import { testDatabaseName } from './test-database';

export type TestDb = 'embedded' | 'pg';

export interface TestServer {
  url: string;
  api: string;
  /** The embedded database's data folder (embedded only). */
  dataDir?: string;
  server: RunningServer;
  close(): Promise<void>;
}

/** The payment secrets' key of the tests' PostgreSQL servers. */
export const TEST_DATA_KEY = 'test-data-key-of-the-pg-suite';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(text: string) {
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
  const url = new URL(PG_URL);
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates PostgreSQL database `url` and writes the demo data, as `npm run seed` does. */
export async function seedPgDatabase(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: '.', poolSize: 2 });
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

/** The database of the project running this file (vitest.config.ts): TEST_DB, else the embedded one, the default of `npm start`. */
export const testDb = (): TestDb => (process.env.TEST_DB as TestDb | undefined) ?? 'embedded';

/** A new, empty database for a test: an embedded data folder, or a database on the PostgreSQL server; `env` points the server at it. */
export async function freshDatabase(db: TestDb): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (db === 'pg') {
    const name = testDatabaseName('server');
    await adminQuery(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    // PostgreSQL mode starts only with a DATA_KEY (server/data-key.ts)
    return {
      env: { DATABASE_URL: url.toString(), DATA_KEY: TEST_DATA_KEY },
      cleanup: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-test-'));
  return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function startTestServer(
  opts: { db?: TestDb; env?: Record<string, string>; seed?: boolean; webRoot?: string } = {},
): Promise<TestServer> {
  const database = await freshDatabase(opts.db ?? testDb());
  const env: Record<string, string> = { LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...database.env, ...opts.env };
  const cleanup = database.cleanup;
  const server = await startServer(loadConfig(env), { webRoot: opts.webRoot ?? WEB_ROOT, seed: opts.seed === false ? 'never' : 'always' });
  return {
    url: server.url,
    api: `${server.url}/distribution/b/v1`,
    dataDir: env.DATA_DIR,
    server,
    async close() {
      await server.close();
      await cleanup();
    },
  };
}
