/**
 * Starts the real server for a test file on a free port with a database of its own, filled with the
 * demo data: a fresh embedded data folder, or a fresh database on the PostgreSQL server
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), dropped at close; a copy of
 * the run's demo template when there is one (tests/support/demo-template.ts), else seeded here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { WEB_ROOT } from '../../server/main';
import { startServer, type RunningServer } from '../../server/server';
import type {} from './demo-template'; // the type of the provided template (no runtime import: it imports this file)
import { keptPgDatabase, pgAdminQuery, pgUrlOf, testDatabaseName } from './test-database';

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

export { keptPgDatabase };

/** Migrates a database (PostgreSQL at `databaseUrl`, else embedded in `dataDir`) and writes the demo data, as `npm run seed` does. */
export async function seedDatabase(where: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase({ ...where, poolSize: 2 });
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}

/** Migrates PostgreSQL database `url` and writes the demo data. */
export const seedPgDatabase = (url: string) => seedDatabase({ databaseUrl: url, dataDir: '.' });

/** The database of the project running this file (vitest.config.ts): TEST_DB, else the embedded one, the default of `npm start`. */
export const testDb = (): TestDb => (process.env.TEST_DB as TestDb | undefined) ?? 'embedded';

/** A new, empty database for a test: an embedded data folder, or a database on the PostgreSQL server; `env` points the server at it. */
export const freshDatabase = (db: TestDb) => newDatabase(db);

/** A new database for a test, empty or a copy of `template` (a data folder, or a PostgreSQL database's name). */
async function newDatabase(db: TestDb, template?: string): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (db === 'pg') {
    const name = testDatabaseName('server');
    await pgAdminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
    // PostgreSQL mode starts only with a DATA_KEY (server/data-key.ts)
    return {
      env: { DATABASE_URL: pgUrlOf(name), DATA_KEY: TEST_DATA_KEY },
      cleanup: () => pgAdminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-test-'));
  if (template) fs.cpSync(template, dir, { recursive: true });
  return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The run's demo template of database kind `db`, when a global setup made one (tests/support/demo-template.ts; inside Vitest only). */
async function providedTemplate(db: TestDb): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const template = inject('demoTemplate');
  return template?.db === db ? template.ref : undefined;
}

export async function startTestServer(
  opts: { db?: TestDb; env?: Record<string, string>; seed?: boolean; webRoot?: string } = {},
): Promise<TestServer> {
  const db = opts.db ?? testDb();
  // the run's demo template (tests/support/demo-template.ts) when there is one, else migrated and seeded here
  const template = opts.seed === false ? undefined : await providedTemplate(db);
  const database = await newDatabase(db, template);
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
