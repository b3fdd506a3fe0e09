import type { Identifier } from 'react-admin';
import { http } from '../http';
import type { LicenceAction } from '../store/api';

/** The bulk calls of docs/api.md: all or nothing, answering how many records changed (refusals are the request layer's toasts). */

export const bulkStatus = (resource: string, ids: Identifier[], status: 'valid' | 'invalid') =>
  http.post<{ changed: number }>(`/${resource}/bulk_status`, { ids, status });

export const bulkLicence = (action: LicenceAction, ids: Identifier[], years: number) =>
  http.post<{ changed: number }>(`/store/bulk_${action}`, { ids, years });
