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
  /** Two-factor sign-in is on (docs/api.md, Authentication). */
  two_factor?: boolean;
  /** REQUIRE_2FA asks this account to turn it on before anything else. */
  enrol_required?: boolean;
}

export interface LoginResult {
  token: string;
  staff_id: number;
}
