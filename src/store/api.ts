import type { Identifier, RaRecord } from 'react-admin';
import { http } from '../http';

/** The store calls beyond CRUD, through the request layer (refusals are its toasts). */

export type LicenceAction = 'activate' | 'renew';

/** Activates or renews for `years` years, each using one account of the store's dealer (61001 when short). */
export const changeLicence = (action: LicenceAction, body: { id: Identifier; years: number }) =>
  http.post<RaRecord>(`/store/${action}`, body);

/** Data clearing: once (2203), within two calendar months of the store's creation (61003). */
export const clearStoreData = (id: Identifier) => http.post<RaRecord>('/store/clear_data', { id });

/** Bill numbers: enabling is final (2201), the format changes once (2202). */
export const saveBillSetting = (body: { id: Identifier; bill_enabled: boolean; bill_format: string }) =>
  http.post<RaRecord>('/store/bill_setting', body);

/** The next bill numbers under the store's current format, and the time zone they are dated in. */
export const billPreview = (id: Identifier) => http.get<{ numbers: string[]; timezone: string }>('/store/bill_preview', { id: String(id) });
