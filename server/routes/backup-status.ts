import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import path from 'node:path';
import { BackupStatus } from '../../resources/backup-status';
import { everyMs } from '../backup/every';
import { currentBackupStatus, NO_BACKUP } from '../backup/status';
import { Envelope, ok } from '../http/envelope';

/** `GET /backup/status`: the last scheduled backup, and whether the operator should be warned (the shell's banner). */
export const backupStatusRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/backup/status', { config: { permission: 'backup:view' }, schema: { response: { 200: Envelope(BackupStatus) } } }, async () => {
    const every = everyMs(app.config.BACKUP_EVERY);
    const scheduled = app.config.BACKUP_DIR !== '';
    const status = scheduled ? currentBackupStatus(path.resolve(app.config.BACKUP_DIR)) : NO_BACKUP;
    // before any run, the server's start counts as the last success: a new installation is not overdue
    const since = status.last_success_at ? Date.parse(status.last_success_at) : STARTED_AT;
    const overdue = scheduled && (status.last_result === 'failure' || Date.now() - since > 2 * every);
    return ok({
      scheduled,
      every_seconds: every / 1000,
      last_run_at: status.last_run_at,
      last_success_at: status.last_success_at,
      last_result: status.last_result,
      last_error: status.last_error,
      overdue,
    });
  });
};

const STARTED_AT = Date.now();
