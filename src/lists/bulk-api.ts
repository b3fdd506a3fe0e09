import type { Identifier } from 'react-admin';
import { http } from '../http';
import type { LicenceAction } from '../store/api';

/** A record a bulk call left out (docs/api.md, `skip_refused`): its name and the refusal's code and reason. */
export interface BulkSkipped {
  id: number;
  name: string | null;
  code: number;
  reason: string | null;
}

/**
 * The bulk calls of docs/api.md with `skip_refused`: the records the user may change are changed in
 * one transaction, those refused are left out and named in the answer.
 */
export interface BulkAnswer {
  changed: number;
  skipped: BulkSkipped[];
}

export const bulkStatus = (resource: string, ids: Identifier[], status: 'valid' | 'invalid') =>
  http.post<BulkAnswer>(`/${resource}/bulk_status`, { ids, status, skip_refused: true });

export const bulkLicence = (action: LicenceAction, ids: Identifier[], years: number) =>
  http.post<BulkAnswer>(`/store/bulk_${action}`, { ids, years, skip_refused: true });
