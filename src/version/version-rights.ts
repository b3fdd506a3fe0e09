import type { UserInfo } from '../auth/types';

/** Versions are changed by the operator only (not its `staff` role), as its `perm_codes` say; none has enable/disable of its own. */
export const versionRights = (user: UserInfo | null) => ({ edit: !!user?.perm_codes.includes('version:update'), status: false });
