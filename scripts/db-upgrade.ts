/**
 * `npm run db:upgrade`: moves the data folder of the earlier embedded engine (PGlite) into the
 * current one (server/db/embedded/pglite-import.ts). Run it once, with the server stopped.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { importPgliteFolder, LEGACY_BACKUP_DIR } from '../server/db/embedded/pglite-import';
import { StartRefused } from '../server/db/start-refused';

const config = loadConfig();
const dataDir = path.resolve(config.DATA_DIR);
try {
  const report = await importPgliteFolder(dataDir);
  if (!report) {
    console.log(`${dataDir} holds no database of the earlier embedded engine: nothing to move.`);
  } else {
    console.log(`Moved ${report.rows} rows of ${report.tables} tables into the embedded PostgreSQL of ${dataDir}.`);
    console.log(`The old database is kept in ${path.join(dataDir, LEGACY_BACKUP_DIR)}: delete it once the server runs as it should.`);
  }
} catch (error) {
  console.error(error instanceof StartRefused ? error.message : error);
  process.exitCode = 1;
}
