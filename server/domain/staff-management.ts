/**
 * Who manages whom among employees (docs/decisions/0002): admins and managers see the staff of
 * their org and of the orgs below it, but write only to their own org's staff; a manager never
 * changes an admin nor hands out the admin role; nobody disables, re-roles or resets the password of
 * their own account. Accounts are unique across the system, case-insensitive (2101).
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../resources/errors';
import { assignableRoles, managesStaff, type IdentifiedActor, type Role } from '../../resources/permissions';
import type { StaffMember } from '../../resources/staff';
import type { DbOrTx } from '../db';
import { ApiError, noPermission } from '../errors';

type Target = Pick<StaffMember, 'id' | 'org_id' | 'role'>;

/** The caller may write to `target`: same org, and a manager never touches an admin (1003). */
export function assertManages(actor: IdentifiedActor, target: Target, options: { notSelf?: boolean } = {}) {
  if (!managesStaff(actor, target, options)) throw noPermission();
}

/** The caller may give `role` (1003). */
export function assertAssignable(actor: IdentifiedActor, role: Role) {
  if (!assignableRoles(actor).includes(role)) throw noPermission();
}

/** An update of `target`: managed by the caller, and a new role one the caller may give, never to itself. */
export function checkStaffUpdate(actor: IdentifiedActor, target: Target, input: { role?: unknown }) {
  assertManages(actor, target);
  const role = input.role as Role | undefined;
  if (role !== undefined && role !== target.role) {
    assertAssignable(actor, role);
    if (target.id === actor.staffId) throw noPermission();
  }
}

/** The unique index behind 2101, for a create that loses a race. */
export const ACCOUNT_UNIQUE = { staff_account_uq: ErrorCode.AdminAccountExists } as const;

export async function assertAccountFree(db: DbOrTx, account: string) {
  const { rows } = await db.execute(sql`select 1 from staff where lower(account) = lower(${account})`);
  if (rows.length > 0) throw new ApiError(ErrorCode.AdminAccountExists);
}
