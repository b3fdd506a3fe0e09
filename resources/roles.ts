/**
 * Who an actor is (org type, level, role) and the rules a permission is made of. Resource
 * declarations (resources/<name>/index.ts) name one rule per action; resources/permissions.ts
 * combines them into the one `can()` that the server enforces and the web app follows.
 */
export const ROLES = ['admin', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];
export type OrgType = 'op' | 'dealer';

export interface Actor {
  orgType: OrgType;
  /** 0 operator, 1 first-level dealer, 2 second-level dealer. */
  orgLevel: number;
  role: Role;
  /** A level-1 dealer's setting: whether it may create level-2 dealers (absent: yes). */
  canCreateSubDealer?: boolean;
}

/** An actor with its identity, for rules about particular records. */
export interface IdentifiedActor extends Actor {
  orgId: number;
  staffId: number;
}

/** Whether an actor may take one action. */
export type Rule = (actor: Actor) => boolean;

export const everyone: Rule = () => true;
export const isOperator: Rule = (a) => a.orgType === 'op';
export const managerOrAdmin: Rule = (a) => a.role === 'admin' || a.role === 'manager';
/** The `staff` role has no rights over quotas, settings, versions or employees. */
export const notStaff: Rule = (a) => a.role !== 'staff';
export const operatorNotStaff: Rule = (a) => isOperator(a) && notStaff(a);
export const operatorAdmin: Rule = (a) => isOperator(a) && a.role === 'admin';
/** Level-2 dealers have no sub-dealers: Dealer Manage is hidden and refused for them. */
export const hasDealerArea: Rule = (a) => isOperator(a) || a.orgLevel < 2;
export const both =
  (...rules: Rule[]): Rule =>
  (a) =>
    rules.every((rule) => rule(a));

/** Roles this actor may give or manage: an admin any, a manager not admin, staff none. */
export function assignableRoles(actor: Actor): Role[] {
  if (actor.role === 'admin') return [...ROLES];
  if (actor.role === 'manager') return ['manager', 'staff'];
  return [];
}

/**
 * The actor may change employee `target`: same org, a role the actor may give (a manager never
 * touches an admin), and with `notSelf`, not the actor's own account (disable, re-role, reset).
 */
export function managesStaff(
  actor: IdentifiedActor,
  target: { id: unknown; org_id?: unknown; role?: unknown },
  options: { notSelf?: boolean } = {},
): boolean {
  if (target.org_id !== actor.orgId) return false;
  if (!assignableRoles(actor).includes(target.role as Role)) return false;
  return !(options.notSelf && target.id === actor.staffId);
}
