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
import { CLUSTER_DIR, CLUSTER_USER, programEnv, takeOverStale } from './cluster';
import { clusterPassword, DB_PASSWORD_FILE } from './connection';
import { handOverTree, type RunAs } from './run-as';

export const HBA_FILE = 'pg_hba.conf';
export const HBA_CONTENT =
  '# Written by the server (server/db/embedded/authentication.ts), again at any start that finds this\n' +
  '# file changed: the password on the Unix socket only; no TCP connections at all.\n' +
  '# TYPE  DATABASE  USER  METHOD\n' +
  'local   all       all   scram-sha-256\n';

/** The cluster's password file, made when missing; answers the password. */
export async function ensurePasswordFile(dataDir: string): Promise<string> {
  return clusterPassword(dataDir) ?? writeSecretFileOnce(path.join(dataDir, DB_PASSWORD_FILE), newSecret());
}

const hbaIsOurs = (clusterDir: string) => {
  const file = path.join(clusterDir, HBA_FILE);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === HBA_CONTENT;
};

/** Writes `pg_hba.conf` (aside, then renamed over the old one). */
function writeHba(clusterDir: string, runAs: RunAs | undefined): void {
  const file = path.join(clusterDir, HBA_FILE);
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
 * Brings a cluster to password authentication before it starts. Its files go to the database's OS
 * user (an older version ran it as `postgres`). Unless its `pg_hba.conf` is already the one line
 * above and its password file is there, the password file is made when missing (or empty), the
 * superuser's password set to it, and `pg_hba.conf` written last: a start interrupted at any step
 * does them all again. A cluster `initdb` just made has its password already (`--pwfile`) and only
 * needs the file. Answers whether it changed.
 */
export async function secureCluster(dataDir: string, runAs: RunAs | undefined, created: boolean): Promise<boolean> {
  const clusterDir = path.join(dataDir, CLUSTER_DIR);
  handOverTree(clusterDir, runAs);
  const hasPassword = clusterPassword(dataDir) !== undefined;
  if (hbaIsOurs(clusterDir) && hasPassword) return false;
  if (!created) {
    await takeOverStale(clusterDir); // single-user mode needs the cluster stopped: an older server's, killed, may still run it
    if (!hasPassword) fs.rmSync(path.join(dataDir, DB_PASSWORD_FILE), { force: true }); // an empty one is made again
    await setPasswordOffline(clusterDir, await ensurePasswordFile(dataDir), runAs);
  }
  writeHba(clusterDir, runAs);
  return true;
}
