/**
 * Whether this server may use its data folder, checked before anything is written there, so that a
 * start that cannot answers in one sentence the operator can act on (a StartRefused, printed without a
 * stack by server/main.ts). Root never takes over another user's folder: it would change its mode.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_KEY_FILE } from '../../data-key';
import { StartRefused } from '../start-refused';
import { CLUSTER_DIR } from './cluster';
import { DB_PASSWORD_FILE } from './connection';
import { DATABASE_USER } from './run-as';

function userName(uid: number): string {
  try {
    return execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `uid ${uid}`;
  }
}

const me = () => os.userInfo().username;

export function checkDataDirAccess(dataDir: string): void {
  const dir = path.resolve(dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartRefused(`Cannot create the data folder ${dir} (${code}): set DATA_DIR to a folder the user "${me()}" can write.`);
  }
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) throw new StartRefused(`DATA_DIR ${dir} is not a folder: set DATA_DIR to a folder.`);
  if (process.getuid?.() === 0 && stat.uid !== 0) {
    throw new StartRefused(
      `The data folder ${dir} belongs to the user "${userName(stat.uid)}", but the server runs as root, and would have to change ` +
        `the folder's permissions to run the embedded database in it. Start the server as "${userName(stat.uid)}", ` +
        `or set DATA_DIR to a folder of root's own (or give this one to root first: chown -R root ${dir}).`,
    );
  }
  try {
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.X_OK);
  } catch {
    throw new StartRefused(
      `The data folder ${dir} cannot be written by the user "${me()}": give it write access, or set DATA_DIR to another folder.`,
    );
  }
  if (process.getuid?.() !== 0) refuseOthersFiles(dir);
}

/** The files a start reads, which PostgreSQL and the server open as their owner only. */
const OWN_FILES = [CLUSTER_DIR, DB_PASSWORD_FILE, DATA_KEY_FILE];

/** As another user than root, the start's files must be its own: a folder run as root before holds them as root's and distributor-db's. */
function refuseOthersFiles(dir: string): void {
  const uid = process.getuid?.();
  const others = OWN_FILES.map((name) => ({ name, stat: fs.statSync(path.join(dir, name), { throwIfNoEntry: false }) })).filter(
    (file) => file.stat && file.stat.uid !== uid,
  );
  if (others.length === 0) return;
  const list = others.map((file) => `${file.name} (${userName(file.stat!.uid)})`).join(', ');
  throw new StartRefused(
    `The data folder ${dir} holds files of another user than "${me()}", who runs the server: ${list}. A folder where the ` +
      `server ran as root holds them as root's and "${DATABASE_USER}"'s. Start the server as it ran before, or give the whole ` +
      `folder to "${me()}" first: chown -R ${me()} ${dir}`,
  );
}
