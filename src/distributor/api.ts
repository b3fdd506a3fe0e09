import type { Identifier } from 'react-admin';
import { http } from '../http';
import { pageByName } from '../routes/match';

/** The dealer calls beyond CRUD (README.md, Dealers), through the request layer. */

export interface QuotaLogEntry {
  id: number;
  kind: string;
  from_org_id: number | null;
  from_org_name: string | null;
  to_org_id: number | null;
  to_org_name: string | null;
  store_id: number | null;
  store_name: string | null;
  change: number;
  /** The movement's effect on the remaining quota of the dealer asked about. */
  delta: number;
  remark: string;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface DealerSetting {
  id: number;
  allowed_version_ids: number[];
  can_create_subdealer: boolean;
  updated_at: string;
  updated_by: number | null;
}

/** `change` > 0 allocates to the direct child `id`, < 0 reclaims from it (61001 when short). */
export const moveQuota = (body: { id: Identifier; change: number; remark: string }) => http.post<unknown>('/distributor/quota', body);

export const quotaLog = (id: Identifier, page: number, size: number) =>
  http.get<Paged<QuotaLogEntry>>('/distributor/quota_log', { id: String(id), page, size });

export const readSetting = (id: Identifier) => http.get<DealerSetting>('/distributor/setting', { id: String(id) });

export const saveSetting = (body: { id: Identifier; allowed_version_ids?: number[]; can_create_subdealer?: boolean }) =>
  http.post<DealerSetting>('/distributor/setting', body);

/** An admin account of a dealer, as `GET /distributor/admins` lists it (an employee record). */
export interface DealerAdmin {
  id: number;
  account: string;
  name: string;
  status: 'valid' | 'invalid';
  last_login_at: string | null;
}

export const dealerAdmins = (id: Identifier) => http.get<DealerAdmin[]>('/distributor/admins', { id: String(id) });

/** Account rescue: a new password (its MD5 digest) and/or the account enabled again. */
export const rescueAdmin = (body: { id: Identifier; staff_id: number; new_password?: string; enable?: true }) =>
  http.post<DealerAdmin>('/distributor/rescue', body);

/** The app's settings page of one dealer (/distributor/setting?id=…). */
export const settingPath = (id: Identifier) => `${pageByName('DistributorSetting')!.path}?id=${encodeURIComponent(String(id))}`;
