/**
 * The demo database made once per test run (global setup of the api and e2e projects, vitest.config.ts)
 * and copied for each test file's server (tests/support/server.ts), where each file migrated and
 * seeded one of its own, seconds each: an embedded data folder copied as files, or a PostgreSQL
 * database copied by `create database ... template`. A copy is the file's alone, dropped at its close.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { keptPgDatabase, seedDatabase, type TestDb } from './server';
import { pgAdminQuery, testDatabaseName } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template: its database kind and where it is (a data folder, or a PostgreSQL database's name). */
    demoTemplate?: { db: TestDb; ref: string };
  }
}

/**
 * Global setup: makes the template of the project's database (TEST_DB of its env, else embedded),
 * migrated, seeded and closed (a PostgreSQL template takes no connection); removed at teardown.
 */
export default async function makeDemoTemplate(project: TestProject): Promise<() => Promise<void>> {
  const db: TestDb = project.config.env?.TEST_DB === 'pg' ? 'pg' : 'embedded';
  if (db === 'pg') {
    const name = testDatabaseName('template');
    await seedDatabase({ databaseUrl: await keptPgDatabase(name, true), dataDir: '.' });
    project.provide('demoTemplate', { db, ref: name });
    return () => pgAdminQuery(`drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-template-'));
  await seedDatabase({ dataDir: dir });
  project.provide('demoTemplate', { db, ref: dir });
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
