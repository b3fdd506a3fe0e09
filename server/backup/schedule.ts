/**
 * Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): every BACKUP_EVERY one API process takes
 * a backup into BACKUP_DIR (an advisory lock on the database, and the status file's time, keep the
 * others of the installation from taking the same one), removes those beyond BACKUP_KEEP and records
 * the outcome (server/backup/status.ts) for GET /backup/status, the metrics and the log.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PoolClient } from 'pg';
import type { Config } from '../config';
import type { Database } from '../db';
import { runningDatabase } from './connection';
import { everyMs } from './every';
import { backupFailures, reportBackupsOf } from './metrics';
import { currentBackupStatus, recordBackupRun } from './status';
import { takeBackup } from './take';

/** The advisory lock key of scheduled backups (any fixed number no other code uses). */
const BACKUP_LOCK = 7_240_001;
const RETRY_MS = 30_000;
/** setTimeout's longest wait (about 24.8 days): a longer BACKUP_EVERY looks again then. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;
const FILE_PATTERN = /^backup-\d{8}T\d{6}Z\.dab\.gz$/;

const fileName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.dab.gz`;

/** Removes the oldest scheduled backups beyond `keep` (the names sort by time). */
function prune(dir: string, keep: number): void {
  const files = fs
    .readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort();
  for (const name of files.slice(0, Math.max(0, files.length - keep))) fs.rmSync(path.join(dir, name), { force: true });
}

/** One scheduled run: taken by the process that holds the lock, unless another took it lately. */
async function runOnce(config: Config, database: Database, log: FastifyBaseLogger, every: number): Promise<void> {
  const dir = path.resolve(config.BACKUP_DIR);
  let client: PoolClient | undefined;
  try {
    client = await database.pool.connect();
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [BACKUP_LOCK]);
    if (!rows[0].locked) return log.info('scheduled backup skipped: another process is taking it');
    try {
      const last = currentBackupStatus(dir).last_run_at;
      if (last && Date.now() - Date.parse(last) < every / 2) return log.info('scheduled backup skipped: another process took it');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, fileName(new Date()));
      await takeBackup(runningDatabase(config), file);
      prune(dir, config.BACKUP_KEEP);
      recordBackupRun(dir, { file });
      log.info({ file }, 'scheduled backup written');
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } catch (error) {
    backupFailures.inc();
    const message = (error as Error).message;
    log.error({ err: error }, `scheduled backup failed: ${message}`);
    try {
      recordBackupRun(dir, { error: message });
    } catch (recordError) {
      log.error({ err: recordError }, 'could not record the failed backup');
    }
  } finally {
    client?.release();
  }
}

/** Starts the schedule when BACKUP_DIR is set: the first run when the last one is BACKUP_EVERY old. */
export function startBackupSchedule(config: Config, database: Database, log: FastifyBaseLogger): { stop(): Promise<void> } {
  if (!config.BACKUP_DIR) return { stop: async () => undefined };
  const dir = path.resolve(config.BACKUP_DIR);
  reportBackupsOf(dir);
  const every = everyMs(config.BACKUP_EVERY);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  /** Next run when the last one is BACKUP_EVERY old; after a run skipped for another process, 30 s later at the soonest. */
  const schedule = (soonest: number) => {
    const last = currentBackupStatus(dir).last_run_at;
    const due = last ? Date.parse(last) + every - Date.now() : 0;
    timer = setTimeout(tick, Math.min(Math.max(due, soonest), LONGEST_TIMEOUT_MS));
    timer.unref();
  };
  const tick = () => {
    running = runOnce(config, database, log, every).finally(() => {
      running = undefined;
      if (!stopped) schedule(RETRY_MS);
    });
  };
  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
