/**
 * Employees from a spreadsheet: accounts of the caller's own org (as a single create makes them),
 * each with a role the caller may give, named by its code or its label in either language, and an
 * initial password typed in the sheet, hashed as a single create hashes it (once per distinct
 * password of the file: argon2id is slow on purpose).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { translate } from '../../i18n';
import { LOCALES } from '../../i18n/locales';
import { assignableRoles, ROLES, type Role } from '../../resources/roles';
import { StaffCreate, type StaffCreate as StaffCreateBody } from '../../resources/staff';
import type { Actor } from '../auth/actor';
import { hashPassword } from '../auth/passwords';
import type { DbOrTx } from '../db';
import { wantedKeys } from '../db/key-list';
import { staff } from '../db/schema';
import { ACCOUNT_UNIQUE } from '../domain/staff-management';
import { invalidParam } from '../errors';
import { staffRepo } from '../routes/staff/repository';
import { auditCreated } from './audit-created';
import { bodyOf, type ImportKind } from './check-rows';

interface StaffContext {
  /** Accounts taken, lower-cased: those there are, and those of the rows before. */
  accounts: Set<string>;
  assignable: Role[];
}

const key = (text: string) => text.trim().toLowerCase();
const ROLE_BY_NAME = new Map(ROLES.flatMap((r) => [r, ...LOCALES.map((l) => translate(l, `app.role.${r}`))].map((n) => [key(n), r])));
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const staffImport: ImportKind<StaffContext> = {
  resource: 'staff',
  unique: ACCOUNT_UNIQUE,
  create: StaffCreate,
  columnOf: {},
  async context(db: DbOrTx, actor: Actor, orgId, rows) {
    if (orgId !== undefined && orgId !== actor.orgId) throw invalidParam('org_id');
    const accounts = [...new Set(rows.map((r) => key(r.values.account ?? '')))];
    const { rows: taken } = await db.execute<{ k: string }>(
      sql`select wanted.k from ${wantedKeys(accounts)} where exists (select 1 from staff s where lower(s.account) = wanted.k)`,
    );
    return { accounts: new Set(taken.map((r) => r.k)), assignable: assignableRoles(actor) };
  },
  toBody(values, _ctx, refuse) {
    const body = bodyOf(values, ['account', 'name', 'phone', 'email']);
    if (values.role) {
      const role = ROLE_BY_NAME.get(key(values.role));
      if (role) body.role = role;
      else refuse('role', { message: 'import.not_a_choice', args: {} });
    }
    // the form sends the password's MD5 (passwords never travel in clear): the sheet's text is that password
    if (values.password) body.password = md5(values.password);
    return body;
  },
  rules(row, ctx, refuse) {
    const body = row.body as StaffCreateBody;
    if (!ctx.assignable.includes(body.role)) refuse('role', { message: 'import.role_not_assignable', args: {} });
    const account = key(body.account);
    if (ctx.accounts.has(account)) refuse('account', { message: 'errors.2101', args: {} });
    if (row.errors.length === 0) ctx.accounts.add(account);
  },
  async template(_db, actor, locale) {
    const roleName = (role: Role) => translate(locale, `app.role.${role}`);
    return {
      example: {
        account: 'cashier01',
        name: translate(locale, 'import.example.contact_name'),
        role: roleName('staff'),
        phone: '+62 812 0000 0000',
        email: 'cashier01@example.com',
        password: translate(locale, 'import.example.password'),
      },
      choices: { role: assignableRoles(actor).map(roleName) },
    };
  },
  async commit(tx, actor, _ctx, rows) {
    const hashes = new Map<string, string>();
    for (const row of rows) {
      const { password } = row.body as StaffCreateBody;
      if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    }
    const values = rows.map((row) => {
      const { password, ...body } = row.body as StaffCreateBody;
      return { ...body, passwordHash: hashes.get(password)!, orgId: actor.orgId, createdBy: actor.staffId };
    });
    const ids: number[] = [];
    for (let i = 0; i < values.length; i += 1000) {
      const inserted = await tx
        .insert(staff)
        .values(values.slice(i, i + 1000))
        .returning({ id: staff.id });
      ids.push(...inserted.map((r) => r.id));
    }
    await auditCreated(tx, actor, staffRepo, ids);
    return ids;
  },
};
