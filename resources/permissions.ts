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

export type Permission = 'dashboard:view' | 'demo_logins:view' | 'backup:view' | ResourcePermission;

const APP_RULES: [Permission, Rule][] = [
  ['dashboard:view', everyone],
  // the operator's admins are told which demo accounts still have their published passwords
  ['demo_logins:view', operatorAdmin],
  // the operator's admins are told when the scheduled backups fail or stop (GET /backup/status)
  ['backup:view', operatorAdmin],
];

let known: { count: number; rules: Map<Permission, Rule> } | undefined;

/** Every permission code with its rule: the app's own, then each resource's actions (made again when a test registers a resource). */
function rules(): Map<Permission, Rule> {
  if (known?.count !== RESOURCES.length) {
    const declared = RESOURCES.flatMap((resource) =>
      Object.entries<Rule>(resource.permissions).map(([action, rule]): [Permission, Rule] => [
        `${resource.name}:${action}` as Permission,
        rule,
      ]),
    );
    known = { count: RESOURCES.length, rules: new Map([...APP_RULES, ...declared]) };
  }
  return known.rules;
}

/** Every permission code. */
export const permissionCodes = (): Permission[] => [...rules().keys()];

export function can(actor: Actor, permission: Permission): boolean {
  return rules().get(permission)?.(actor) ?? false;
}

/** The `perm_codes` of account_info: exactly what the server will allow this user. */
export function permissionsOf(actor: Actor): Permission[] {
  return [...rules()].filter(([, rule]) => rule(actor)).map(([code]) => code);
}
