import type { UserInfo } from '../auth/types';

export interface CompanyRights {
  edit: boolean;
  status: boolean;
}

/**
 * What the user may do to a brand it sees (the server shows each user only the brands of its org
 * and the orgs below, or, for the `staff` role, those it created or is assigned): its `perm_codes`.
 */
export function companyRights(user: UserInfo | null): CompanyRights {
  const has = (code: string) => !!user?.perm_codes.includes(code);
  return { edit: has('company:update'), status: has('company:status') };
}
