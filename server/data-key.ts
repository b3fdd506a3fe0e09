/**
 * The key that seals payment secrets (server/domain/secrets.ts). DATA_KEY when it is set; else the
 * embedded database's own key, made at random on the first start and kept beside the database in the
 * data folder (`DATA_DIR/data-key`, mode 0600), so that a backup of the folder holds both. A
 * PostgreSQL server's data is not in that folder: a start on PostgreSQL without DATA_KEY is refused.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from './config';
import { LEGACY_DATA_KEY } from './domain/legacy-data-key';
import { newSecret, readSecretFile, writeSecretFileOnce } from './secret-file';

export const DATA_KEY_FILE = 'data-key';

const MIN_LENGTH = 16;
const refuse = (reason: string) => new ConfigError(`Invalid configuration:\n  DATA_KEY: ${reason}`);

/** The key this start seals with; refused on PostgreSQL without DATA_KEY, naming it. */
export async function dataKeyOf(config: Config): Promise<string> {
  if (config.DATA_KEY === LEGACY_DATA_KEY) {
    throw refuse(
      'this is the public development key of earlier versions. Choose your own; secrets sealed with it are sealed again at start.',
    );
  }
  if (config.DATA_KEY) return config.DATA_KEY;
  if (config.DATABASE_URL) {
    throw refuse(
      'required with DATABASE_URL. Set it to a secret of 16 or more characters (openssl rand -base64 32), keep it with the database backups, and start with the same one every time.',
    );
  }
  return dataFolderKey(config.DATA_DIR);
}

function checked(file: string, key: string): string {
  if (key.length < MIN_LENGTH) throw refuse(`${file} is damaged: restore it from the backup of this data folder.`);
  return key;
}

/** The data folder's key: read, or made once (server/secret-file.ts). */
async function dataFolderKey(dir: string): Promise<string> {
  const file = path.join(dir, DATA_KEY_FILE);
  const existing = await readSecretFile(file);
  if (existing !== undefined) return checked(file, existing);
  await fs.mkdir(dir, { recursive: true });
  return checked(file, await writeSecretFileOnce(file, newSecret()));
}
