import type { OrgType } from '../../resources/permissions';

/** User info of docs/ui.md as `GET /account_info` answers it. */
export interface UserInfo {
  account: string;
  country: string;
  /** Country `GLB`: the user sees every country, and its requests name none. */
  global: boolean;
  name: string;
  org_id: number;
  org_name: string;
  perm_codes: string[];
  role_codes: string[];
  staff_id: number;
  org_type: OrgType;
  org_level: number;
  remaining_quota: number | null;
}

export interface LoginResult {
  token: string;
  staff_id: number;
}
