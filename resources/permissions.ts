/**
 * Who may do what (DOMAIN.md "Who sees and does what"). One pure function serves the server, which
 * enforces it, and the web client, which hides what would be refused. Visibility of single records
 * (own org and descendants; `staff` role only what it owns) is checked on the server on top of this.
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

export const PERMISSIONS = [
  'dashboard:view',
  'distributor:list',
  'distributor:create',
  'distributor:update',
  'distributor:status',
  'distributor:quota',
  'distributor:setting',
  'distributor:export',
  'staff:list',
  'staff:create',
  'staff:update',
  'staff:status',
  'staff:reset_password',
  'staff:export',
  'company:list',
  'company:create',
  'company:update',
  'company:status',
  'company:export',
  'store:list',
  'store:create',
  'store:update',
  'store:activate',
  'store:renew',
  'store:bill_setting',
  'store:clear_data',
  'store:payment',
  'store:emenu',
  'store:export',
  'sms:list',
  'sms:recharge',
  'version:list',
  'version:create',
  'version:update',
  'version:export',
  'audit:list',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const isOperator = (a: Actor) => a.orgType === 'op';
const isManagerOrAdmin = (a: Actor) => a.role === 'admin' || a.role === 'manager';
/** Level-2 dealers have no sub-dealers: Dealer Manage is hidden and refused for them. */
const hasDealerArea = (a: Actor) => isOperator(a) || a.orgLevel < 2;

const rules: Record<Permission, (a: Actor) => boolean> = {
  'dashboard:view': () => true,
  'distributor:list': hasDealerArea,
  'distributor:create': (a) => hasDealerArea(a) && (a.orgLevel !== 1 || a.canCreateSubDealer !== false),
  'distributor:update': hasDealerArea,
  'distributor:status': (a) => hasDealerArea(a) && isManagerOrAdmin(a),
  'distributor:quota': (a) => hasDealerArea(a) && a.role !== 'staff',
  'distributor:setting': (a) => hasDealerArea(a) && a.role !== 'staff',
  'distributor:export': hasDealerArea,
  'staff:list': isManagerOrAdmin,
  'staff:create': isManagerOrAdmin,
  'staff:update': isManagerOrAdmin,
  'staff:status': isManagerOrAdmin,
  'staff:reset_password': isManagerOrAdmin,
  'staff:export': isManagerOrAdmin,
  'company:list': () => true,
  'company:create': () => true,
  'company:update': () => true,
  'company:status': isManagerOrAdmin,
  'company:export': () => true,
  'store:list': () => true,
  'store:create': () => true,
  'store:update': () => true,
  'store:activate': () => true,
  'store:renew': () => true,
  'store:bill_setting': isManagerOrAdmin,
  'store:clear_data': isManagerOrAdmin,
  'store:payment': isManagerOrAdmin,
  'store:emenu': () => true,
  'store:export': () => true,
  'sms:list': () => true,
  'sms:recharge': isManagerOrAdmin,
  'version:list': () => true,
  'version:create': (a) => isOperator(a) && a.role !== 'staff',
  'version:update': (a) => isOperator(a) && a.role !== 'staff',
  'version:export': () => true,
  'audit:list': (a) => isOperator(a) && a.role === 'admin',
};

export function can(actor: Actor, permission: Permission): boolean {
  return rules[permission](actor);
}

/** The `perm_codes` of account_info: exactly what the server will allow this user. */
export function permissionsOf(actor: Actor): Permission[] {
  return PERMISSIONS.filter((p) => rules[p](actor));
}

/** Roles this actor may give or manage: an admin any, a manager not admin, staff none. */
export function assignableRoles(actor: Actor): Role[] {
  if (actor.role === 'admin') return [...ROLES];
  if (actor.role === 'manager') return ['manager', 'staff'];
  return [];
}

/** An actor with its identity, for rules about particular records. */
export interface IdentifiedActor extends Actor {
  orgId: number;
  staffId: number;
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
