import type { Permission } from '../../resources/permissions';
import { ROLES, type Actor, type Role } from '../../resources/roles';
import type { UserInfo } from './types';

/** The strongest known role of the user's role codes (admin > manager > staff). */
function roleOf(roleCodes: string[]): Role {
  return ROLES.find((role) => roleCodes.includes(role)) ?? 'staff';
}

/** The actor of the role codes, the org type and the org level, for the rules of resources/permissions. */
export const actorOfUser = (user: UserInfo): Actor => ({
  orgType: user.org_type,
  orgLevel: user.org_level,
  role: roleOf(user.role_codes),
});

/**
 * What the user may do: exactly the server's `perm_codes`, which also know per-org settings (a
 * level-1 dealer barred from creating sub-dealers). The web app does not recompute them, so it
 * loads none of the resources' schemas to decide what to show.
 */
export const userPermissions = (user: UserInfo): Permission[] => (Array.isArray(user.perm_codes) ? (user.perm_codes as Permission[]) : []);

export const userCan = (user: UserInfo, permission?: Permission): boolean => !permission || userPermissions(user).includes(permission);

/**
 * What a user may see : the operator's own people who are not employees see it all; the
 * others see what their role and org level allow (Dealer Manage hidden at level 2, Employee only
 * for admins and managers). The one access rule: the menu, the pages and react-admin's `canAccess`.
 */
export function allowedFor(user: UserInfo): (permission?: Permission) => boolean {
  const actor = actorOfUser(user);
  const seesAll = actor.orgType === 'op' && actor.role !== 'staff';
  return (permission) => seesAll || userCan(user, permission);
}

/** react-admin's actions and the resource action whose permission they need. */
const RA_ACTIONS: Record<string, string> = { list: 'list', show: 'list', create: 'create', edit: 'update', export: 'export' };

/** react-admin's `canAccess` (buttons, lists, edit pages) through the same rule. */
export function canAccessResource(user: UserInfo, resource: string, action: string): boolean {
  return allowedFor(user)(`${resource}:${RA_ACTIONS[action] ?? action}` as Permission);
}
