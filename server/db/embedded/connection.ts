/**
 * How another process on this machine (`npm run backup`, `npm run restore`) reaches the embedded
 * cluster that a running server started on a data folder: the socket folder named in its
 * `postmaster.pid`, the cluster's superuser, and the password kept in the data folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { CLUSTER_DIR, CLUSTER_USER, SOCKET_PORT } from './cluster';
import { readPostmasterFile } from './postmaster-file';

/** The cluster superuser's password, made at initdb (or at the first start of an older folder), mode 0600. */
export const DB_PASSWORD_FILE = 'db-password';

/** The password file's content, or undefined for a folder that has none yet. */
export function clusterPassword(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, DB_PASSWORD_FILE), 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Connection settings of the running cluster in `dataDir`; undefined when none is running and ready. */
export function runningClusterConnection(dataDir: string): pg.ClientConfig | undefined {
  const file = readPostmasterFile(path.join(dataDir, CLUSTER_DIR));
  if (!file?.ready || !file.socketDir) return undefined;
  return { host: file.socketDir, port: SOCKET_PORT, user: CLUSTER_USER, password: clusterPassword(dataDir), database: 'postgres' };
}
