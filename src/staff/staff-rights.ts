import { managesStaff } from '../../resources/roles';
import { actorOfUser } from '../auth/permissions';
import type { UserInfo } from '../auth/types';

export interface StaffRights {
  edit: boolean;
  status: boolean;
  resetPassword: boolean;
  changeRole: boolean;
}

const none: StaffRights = { edit: false, status: false, resetPassword: false, changeRole: false };

/**
 * What the user may do to one employee, as the server decides it: the `perm_codes`, and only to an
 * employee of the user's own org whose role the user may give (a manager never touches an admin);
 * nobody disables, re-roles or resets the password of their own account.
 */
export function staffRights(user: UserInfo | null, member: { id: unknown; org_id?: unknown; role?: unknown }): StaffRights {
  if (!user) return none;
  const has = (code: string) => user.perm_codes.includes(code);
  const actor = { ...actorOfUser(user), orgId: user.org_id, staffId: user.staff_id };
  if (!managesStaff(actor, member)) return none;
  const other = managesStaff(actor, member, { notSelf: true });
  return {
    edit: has('staff:update'),
    status: other && has('staff:status'),
    resetPassword: other && has('staff:reset_password'),
    changeRole: other && has('staff:update'),
  };
}
