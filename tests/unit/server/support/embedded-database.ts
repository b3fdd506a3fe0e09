/** An embedded database in a temporary folder for the tests of one file or block, removed after them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../../../server/db';

/** Opens it before the tests (`beforeAll`) and closes it after them; call the answer for the database. */
export function useEmbeddedDatabase(): () => Database {
  let database: Database | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-unit-embedded-'));
  beforeAll(async () => {
    database = await openDatabase({ dataDir: dir, poolSize: 1 });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!database) throw new Error('the embedded database is not open yet');
    return database;
  };
}
