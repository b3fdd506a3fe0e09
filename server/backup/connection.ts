/**
 * Which database a backup reads or a restore writes: DATABASE_URL, or the embedded cluster of
 * DATA_DIR (a backup reaches the running server's through its socket and password,
 * server/db/embedded/connection.ts).
 */
import path from 'node:path';
import type pg from 'pg';
import type { Config } from '../config';
import { runningClusterConnection } from '../db/embedded/connection';

export function runningDatabase(config: Config): pg.ClientConfig {
  if (config.DATABASE_URL) return { connectionString: config.DATABASE_URL };
  const connection = runningClusterConnection(path.resolve(config.DATA_DIR));
  if (!connection) {
    throw new Error(
      `No server is running on the data folder ${path.resolve(config.DATA_DIR)}: start it (npm start), or set DATA_DIR to its folder.`,
    );
  }
  return connection;
}
