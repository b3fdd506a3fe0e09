/**
 * The outcome of the last scheduled backup, kept in BACKUP_DIR/last-backup.json so that every API
 * process of the installation (GET /backup/status, the metrics) reports the same one, whichever
 * process took it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BackupStatus {
  /** When the last scheduled backup ended, ISO 8601; null before the first. */
  last_run_at: string | null;
  /** When the last one that succeeded ended; null before the first. */
  last_success_at: string | null;
  last_result: 'success' | 'failure' | null;
  /** The last failure's message, while the last run failed. */
  last_error: string | null;
  /** Its file, when it succeeded. */
  last_file: string | null;
  /** Failed scheduled backups since the folder's first. */
  failures: number;
}

const STATUS_FILE = 'last-backup.json';

export const NO_BACKUP: BackupStatus = {
  last_run_at: null,
  last_success_at: null,
  last_result: null,
  last_error: null,
  last_file: null,
  failures: 0,
};

function readBackupStatus(dir: string): BackupStatus {
  try {
    return { ...NO_BACKUP, ...(JSON.parse(fs.readFileSync(path.join(dir, STATUS_FILE), 'utf8')) as Partial<BackupStatus>) };
  } catch {
    return NO_BACKUP;
  }
}

/** This process's last recorded run, kept also when BACKUP_DIR cannot be written (the failure is then still shown). */
let latest: BackupStatus | undefined;

/** The last run of the installation (the file), or this process's when newer. */
export function currentBackupStatus(dir: string): BackupStatus {
  const recorded = readBackupStatus(dir);
  return latest?.last_run_at && latest.last_run_at > (recorded.last_run_at ?? '') ? latest : recorded;
}

/** Records a run's outcome (written beside and renamed: a reader never sees half of it). */
export function recordBackupRun(dir: string, outcome: { file: string } | { error: string }, at = new Date()): void {
  const before = currentBackupStatus(dir);
  const when = at.toISOString();
  latest =
    'file' in outcome
      ? { ...before, last_run_at: when, last_success_at: when, last_result: 'success', last_error: null, last_file: outcome.file }
      : { ...before, last_run_at: when, last_result: 'failure', last_error: outcome.error, failures: before.failures + 1 };
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, `${STATUS_FILE}.partial`);
  fs.writeFileSync(partial, JSON.stringify(latest));
  fs.renameSync(partial, path.join(dir, STATUS_FILE));
}
