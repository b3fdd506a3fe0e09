/**
 * Employees as the shared CRUD helpers read them, and who may change whom (docs/decisions/0002):
 * admins and managers see the staff of their org and of the orgs below it, but write only to their
 * own org's staff; a manager never changes an admin nor hands out the admin role; nobody disables,
 * re-roles or resets the password of their own account here.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../../resources/errors';
import { assignableRoles, managesStaff, type Role } from '../../../resources/permissions';
import { StaffMember, staffList } from '../../../resources/staff';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db';
import { staff } from '../../db/schema';
import { allOf, equals, iso, startsWithIgnoringCase, type FilterSql, type Source, columnSorts } from '../../crud/source';
import { inSubtree } from '../../crud/visibility';
import type { Resource } from '../../crud/write';
import { ApiError, noPermission } from '../../errors';

const source: Source<FilterSql<typeof staffList.filters>> = {
  columns: sql`s.id, s.org_id, o.name as org_name, s.account, s.name, s.phone, s.email, s.role, s.status,
    ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.last_login_at`)} as last_login_at`,
  from: sql`staff s join orgs o on o.id = s.org_id`,
  lockAlias: 's',
  id: sql`s.id`,
  sorts: {
    ...columnSorts(staffList.sorts, 's'),
    last_login_at: sql`coalesce(s.last_login_at, '-infinity'::timestamptz)`,
  },
  defaultSort: staffList.defaultSort,
  filters: {
    account: (value) => startsWithIgnoringCase(sql`s.account`, value),
    name: (value) => startsWithIgnoringCase(sql`s.name`, value),
    role: equals(sql`s.role`),
    status: equals(sql`s.status`),
    org_id: equals(sql`s.org_id`),
  },
};

export const staffResource: Resource<StaffMember> = {
  name: 'staff',
  item: StaffMember,
  source,
  table: staff,
  /** Staff of the caller's org and the orgs below it; the staff role (no employee rights) only itself. */
  visible: (actor: Actor) => allOf(inSubtree(actor, sql`o.path`), actor.role === 'staff' ? sql`s.id = ${actor.staffId}` : undefined),
};

/** The caller may write to `target`: same org, and a manager never touches an admin. */
export function assertManages(actor: Actor, target: StaffMember, options: { notSelf?: boolean } = {}) {
  if (!managesStaff(actor, target, options)) throw noPermission();
}

export function assertAssignable(actor: Actor, role: Role) {
  if (!assignableRoles(actor).includes(role)) throw noPermission();
}

/** Accounts are unique across the system, case-insensitive (2101), also when two creates race. */
export const ACCOUNT_UNIQUE = { staff_account_uq: ErrorCode.AdminAccountExists } as const;

export async function assertAccountFree(db: DbOrTx, account: string) {
  const { rows } = await db.execute(sql`select 1 from staff where lower(account) = lower(${account})`);
  if (rows.length > 0) throw new ApiError(ErrorCode.AdminAccountExists);
}
