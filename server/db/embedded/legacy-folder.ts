/**
 * Data folders of the first embedded engine (PGlite, in `pgdata/`): a start that finds one and no
 * cluster of the current engine refuses, naming the command that moves its data over
 * (scripts/db-upgrade.ts), rather than starting an empty database beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StartRefused } from '../start-refused';
import { CLUSTER_DIR } from './cluster';

/** PGlite's database folder inside a data folder. */
export const LEGACY_DIR = 'pgdata';

export function hasLegacyDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, LEGACY_DIR, 'PG_VERSION')) && !fs.existsSync(path.join(dataDir, CLUSTER_DIR, 'PG_VERSION'));
}

export function refuseLegacyFolder(dataDir: string): void {
  if (!hasLegacyDatabase(dataDir)) return;
  throw new StartRefused(
    `The data folder ${path.resolve(dataDir)} holds a database of the earlier embedded engine (PGlite, in ${LEGACY_DIR}/).\n` +
      'Move its data into the current engine (PostgreSQL) once, with the server stopped:\n\n' +
      `  DATA_DIR=${dataDir} npm run db:upgrade\n\n` +
      `then start the server again. The old folder is kept, renamed ${LEGACY_DIR}-pglite-backup/, until you delete it.`,
  );
}
