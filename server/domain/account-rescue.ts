/**
 * Account rescue (docs/decisions/0002-staff-visibility.md): a dealer whose only admin forgot the
 * password, or disabled the wrong account, calls upstream. The operator may reset the password of,
 * and re-enable, the admin accounts of any dealer; a dealer those of its direct children. Nobody
 * rescues an account of its own org this way (that is employee management), nor a non-admin.
 */
import type { StaffMember } from '../../resources/staff';
import type { Actor } from '../auth/actor';
import { invalidParam, noPermission } from '../errors';

export function assertRescues(
  actor: Pick<Actor, 'orgType' | 'orgId'>,
  dealer: { id: number; parent_id: number | null },
  target: Pick<StaffMember, 'org_id' | 'role'>,
) {
  if (target.org_id !== dealer.id) throw invalidParam('staff_id');
  if (target.role !== 'admin') throw noPermission();
  if (dealer.id === actor.orgId) throw noPermission();
  if (actor.orgType !== 'op' && dealer.parent_id !== actor.orgId) throw noPermission();
}

/** The fields a rescue sets: the new password hash and/or the account enabled again. */
export function rescuePatch(passwordHash: string | undefined, enable: boolean | undefined): Record<string, unknown> {
  return { ...(passwordHash ? { password_hash: passwordHash } : {}), ...(enable ? { status: 'valid' } : {}) };
}
