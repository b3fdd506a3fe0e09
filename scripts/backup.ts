/**
 * `npm run backup -- --out FILE [--with-key]`: a consistent backup of the running server's database
 * (DATABASE_URL, or the embedded one of DATA_DIR) while it serves (server/backup/take.ts). The data
 * key goes into the file only with --with-key: whoever holds a backup and its key reads every payment
 * secret, so keep them apart unless the file itself is kept safe.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { runningDatabase } from '../server/backup/connection';
import { takeBackup } from '../server/backup/take';
import { DATA_KEY_FILE } from '../server/data-key';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'with-key': { type: 'boolean', default: false } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE [--with-key]');
  process.exit(1);
}
try {
  const config = loadConfig();
  const dataKey = values['with-key']
    ? config.DATA_KEY || fs.readFileSync(path.join(config.DATA_DIR, DATA_KEY_FILE), 'utf8').trim()
    : undefined;
  const started = Date.now();
  const header = await takeBackup(runningDatabase(config), path.resolve(values.out), { dataKey, verbose: true });
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  const size = fs.statSync(values.out).size;
  console.log(
    `Backup written to ${path.resolve(values.out)}: ${header.tables.length} tables, ${rows.toLocaleString('en-US')} rows, ` +
      `${(size / 1024 / 1024).toFixed(1)} MB, schema ${header.migrations.at(-1)}, in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      `${dataKey ? ', with the data key' : ' (without the data key: keep DATA_KEY or DATA_DIR/data-key apart)'}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
