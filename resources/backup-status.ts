/**
 * `GET /backup/status` (operator admins): the scheduled backups' state (README, "Backups"). Shared by
 * the server (its response schema) and the shell's banner.
 */
import { Type, type Static } from '@sinclair/typebox';

const When = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const BackupStatus = Type.Object({
  /** False when BACKUP_DIR is empty: no scheduled backup. */
  scheduled: Type.Boolean(),
  /** BACKUP_EVERY in seconds. */
  every_seconds: Type.Integer(),
  last_run_at: When,
  last_success_at: When,
  last_result: Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  /** True when the last run failed, or the last success is older than twice BACKUP_EVERY: the banner shows. */
  overdue: Type.Boolean(),
});
export type BackupStatus = Static<typeof BackupStatus>;
