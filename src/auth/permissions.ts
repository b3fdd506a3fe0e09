import { permissionsOf, PERMISSIONS, ROLES, type Actor, type Permission, type Role } from '../../resources/permissions';
import type { UserInfo } from './types';

/** The strongest known role of the user's role codes (admin > manager > staff). */
function roleOf(roleCodes: string[]): Role {
  return ROLES.find((role) => roleCodes.includes(role)) ?? 'staff';
}

/** The actor of the role codes, the org type and the org level, for the rules of resources/permissions. */
export const actorOf = (user: UserInfo): Actor => ({
  orgType: user.org_type,
  orgLevel: user.org_level,
  role: roleOf(user.role_codes),
});

/**
 * What the user may do: the server's `perm_codes`, which also know per-org settings (a level-1
 * dealer barred from creating sub-dealers); computed from the role when an older server sent none.
 */
export const userPermissions = (user: UserInfo): Permission[] =>
  Array.isArray(user.perm_codes) && user.perm_codes.length > 0
    ? (user.perm_codes.filter((code) => (PERMISSIONS as readonly string[]).includes(code)) as Permission[])
    : permissionsOf(actorOf(user));

export const userCan = (user: UserInfo, permission?: Permission): boolean => !permission || userPermissions(user).includes(permission);
