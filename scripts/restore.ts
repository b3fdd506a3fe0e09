/**
 * `npm run restore -- FILE`: restores a backup (`npm run backup`) into an empty DATA_DIR, or an empty
 * PostgreSQL database when DATABASE_URL is set, and says what it restored (server/backup/restore.ts).
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { restoreBackup } from '../server/backup/restore';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE  (into an empty DATA_DIR, or the empty database of DATABASE_URL)');
  process.exit(1);
}
try {
  const config = loadConfig();
  const target = config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR) };
  const { header, migratedForward } = await restoreBackup(path.resolve(file), target, { verbose: true });
  for (const table of header.tables) console.log(`  ${table.name.padEnd(28)} ${table.rows.toLocaleString('en-US').padStart(12)} rows`);
  console.log(
    `Restored the backup of ${header.created_at} into ${'dataDir' in target ? target.dataDir : 'DATABASE_URL'}` +
      `${migratedForward > 0 ? `, then applied ${migratedForward} newer migrations` : ''}.` +
      `${header.data_key ? ' The data key was restored with it.' : ' It holds no data key: put the one of that installation back (DATA_KEY, or DATA_DIR/data-key).'}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
