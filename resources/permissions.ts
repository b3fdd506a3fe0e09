/**
 * Who may do what: the rule of every `<resource>:<action>` that the resources declare
 * (resources/index.ts), plus the dashboard. One pure function serves the server, which enforces it,
 * and the web app, which hides what would be refused. Visibility of single records (own org and
 * descendants; the `staff` role only what it owns) is checked on the server on top of this.
 */
import { RESOURCES, type ResourcePermission } from './index';
import { everyone, operatorAdmin, type Actor, type Rule } from './roles';

export { ROLES, assignableRoles, managesStaff } from './roles';
export type { Actor, IdentifiedActor, OrgType, Role } from './roles';

export type Permission = 'dashboard:view' | 'demo_logins:view' | ResourcePermission;

const rules = new Map<Permission, Rule>([
  ['dashboard:view', everyone],
  // the operator's admins are told which demo accounts still have their published passwords
  ['demo_logins:view', operatorAdmin],
  ...RESOURCES.flatMap((resource) =>
    Object.entries<Rule>(resource.permissions).map(([action, rule]) => [`${resource.name}:${action}` as Permission, rule] as const),
  ),
]);

/** Every permission code, in declaration order. */
export const PERMISSIONS: readonly Permission[] = [...rules.keys()];

export function can(actor: Actor, permission: Permission): boolean {
  return rules.get(permission)?.(actor) ?? false;
}

/** The `perm_codes` of account_info: exactly what the server will allow this user. */
export function permissionsOf(actor: Actor): Permission[] {
  return PERMISSIONS.filter((p) => can(actor, p));
}
