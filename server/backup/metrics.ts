/**
 * Scheduled backup metrics (`GET /metrics`), read from BACKUP_DIR's status file at each scrape so
 * that every API process reports the installation's last backup (server/backup/status.ts).
 */
import { Counter, Gauge } from 'prom-client';
import { registry } from '../metrics/registry';
import { currentBackupStatus } from './status';

let backupDir = '';

/** Points the metrics at BACKUP_DIR (server/backup/schedule.ts). */
export const reportBackupsOf = (dir: string) => (backupDir = dir);

const status = () => (backupDir ? currentBackupStatus(backupDir) : undefined);

new Gauge({
  name: 'da_backup_last_success_timestamp_seconds',
  help: 'When the last successful scheduled backup ended, in Unix seconds (0: none yet)',
  registers: [registry],
  collect() {
    const at = status()?.last_success_at;
    this.set(at ? Date.parse(at) / 1000 : 0);
  },
});

new Gauge({
  name: 'da_backup_last_result',
  help: 'The last scheduled backup: 1 succeeded, 0 failed, -1 none yet',
  registers: [registry],
  collect() {
    const result = status()?.last_result;
    this.set(result === 'success' ? 1 : result === 'failure' ? 0 : -1);
  },
});

/** Failed scheduled backups taken by this process. */
export const backupFailures = new Counter({
  name: 'da_backup_failures_total',
  help: 'Scheduled backups that failed in this process',
  registers: [registry],
});
