import type { RaRecord } from 'react-admin';
import type { UserInfo } from '../auth/types';
import { ErrorCode } from '../../resources/errors';
import type { BulkSkipped } from './bulk-api';

/** What a list's own rights say of one record's Enable/Disable (src/<name>/<name>-rights.ts). */
export type StatusRightsOf = (user: UserInfo | null, record: RaRecord) => { status: boolean };

/**
 * The selected records a bulk Enable/Disable would change, and those it leaves out before anything
 * is sent (the user may not change them: 1003, as the server would refuse them), by name.
 */
export function statusSelection(records: RaRecord[], user: UserInfo | null, rightsOf: StatusRightsOf) {
  const eligible: RaRecord[] = [];
  const leftOut: BulkSkipped[] = [];
  for (const record of records) {
    if (rightsOf(user, record).status) eligible.push(record);
    else
      leftOut.push({
        id: Number(record.id),
        name: (record.name as string | undefined) ?? null,
        code: ErrorCode.NoPermission,
        reason: null,
      });
  }
  return { eligible, leftOut };
}
