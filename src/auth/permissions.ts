import { can, permissionsOf, ROLES, type Actor, type Permission, type Role } from '../../resources/permissions';
import type { UserInfo } from './types';

/** The strongest known role of the user's role codes (admin > manager > staff). */
function roleOf(roleCodes: string[]): Role {
  return ROLES.find((role) => roleCodes.includes(role)) ?? 'staff';
}

/** Permissions come from the role codes, the org type and the org level (resources/permissions). */
export const actorOf = (user: UserInfo): Actor => ({
  orgType: user.org_type,
  orgLevel: user.org_level,
  role: roleOf(user.role_codes),
});

export const userPermissions = (user: UserInfo): Permission[] => permissionsOf(actorOf(user));

export const userCan = (user: UserInfo, permission?: Permission): boolean =>
  !permission || can(actorOf(user), permission);
