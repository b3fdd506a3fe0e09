/**
 * A secret kept in a file of the data folder (the data key, the embedded database's password): read,
 * or made once, atomically: written aside with mode 0600 and synced, then linked in unless another
 * start linked its own first, so that every start reads the same secret.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

/** A new random secret: 32 bytes, base64url. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Reads the secret of `file`; undefined when there is no such file. */
export async function readSecretFile(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes `secret` to `file` unless the file exists; answers the file's secret either way. */
export async function writeSecretFileOnce(file: string, secret: string): Promise<string> {
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  const handle = await fs.open(aside, 'wx', 0o600);
  try {
    await handle.writeFile(`${secret}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(aside, { force: true });
  }
  return (await readSecretFile(file))!;
}
