/**
 * Who may enter the embedded cluster: nobody without its password. `pg_hba.conf` holds one line,
 * password authentication (SCRAM) on the Unix socket, and no TCP line at all; the password is random,
 * made with the cluster and kept in `DATA_DIR/db-password` (mode 0600, server/db/embedded/connection.ts).
 * A cluster of an earlier version (trust, no password) gets its password at its first start here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newSecret, writeSecretFileOnce } from '../../secret-file';
import { postgresBinaries } from './binaries';
import { CLUSTER_DIR, CLUSTER_USER, programEnv } from './cluster';
import { clusterPassword, DB_PASSWORD_FILE } from './connection';
import { handOverTree, type RunAs } from './run-as';

export const HBA_FILE = 'pg_hba.conf';
export const HBA_CONTENT =
  '# Written by the server at every start (server/db/embedded/authentication.ts): the password on the\n' +
  '# Unix socket only; no TCP connections at all.\n' +
  '# TYPE  DATABASE  USER  METHOD\n' +
  'local   all       all   scram-sha-256\n';

/** The cluster's password file, made when missing; answers the password. */
export async function ensurePasswordFile(dataDir: string): Promise<string> {
  return clusterPassword(dataDir) ?? writeSecretFileOnce(path.join(dataDir, DB_PASSWORD_FILE), newSecret());
}

/** Rewrites `pg_hba.conf` when it says anything but the one line above (an older version's `trust`). */
export function writeHba(clusterDir: string, runAs: RunAs | undefined): void {
  const file = path.join(clusterDir, HBA_FILE);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === HBA_CONTENT) return;
  const aside = `${file}.new`;
  fs.writeFileSync(aside, HBA_CONTENT, { mode: 0o600 });
  if (runAs) fs.chownSync(aside, runAs.uid, runAs.gid);
  fs.renameSync(aside, file);
}

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Sets the superuser's password of a stopped cluster in PostgreSQL's single-user mode (no socket,
 * no moment of trust), for a cluster made before passwords.
 */
function setPasswordOffline(clusterDir: string, password: string, runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      postgresBinaries().postgres,
      ['--single', '-D', clusterDir, '-c', 'password_encryption=scram-sha-256', 'postgres'],
      {
        env: programEnv(),
        stdio: ['pipe', 'pipe', 'pipe'],
        ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 && !/ERROR|FATAL/.test(output)
        ? resolve()
        : reject(new Error(`Could not set the embedded database's password (${code}): ${output.trim().slice(-500)}`)),
    );
    child.stdin.end(`ALTER ROLE ${CLUSTER_USER} PASSWORD ${sqlString(password)};\n`);
  });
}

/**
 * Brings an existing cluster to password authentication before it starts: its files go to the
 * database's OS user (an older version ran it as `postgres`), it gets a password when it has none
 * (set first, then written to the file: a start interrupted in between sets a new one), and its
 * `pg_hba.conf` is rewritten. Answers whether the password was made now.
 */
export async function secureCluster(dataDir: string, runAs: RunAs | undefined): Promise<boolean> {
  const clusterDir = path.join(dataDir, CLUSTER_DIR);
  handOverTree(clusterDir, runAs);
  let made = false;
  if (clusterPassword(dataDir) === undefined) {
    const password = newSecret();
    await setPasswordOffline(clusterDir, password, runAs);
    await writeSecretFileOnce(path.join(dataDir, DB_PASSWORD_FILE), password);
    made = true;
  }
  writeHba(clusterDir, runAs);
  return made;
}
