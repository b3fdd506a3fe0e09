/**
 * The server hooks of employees (/staff): an employee of the caller's own org with a role the
 * caller may give; disabling one ends its sessions. Its own calls: reset_password and
 * change_password.
 */
import { revokeTokensOfStaff } from '../../auth/revoke';
import { hashPassword } from '../../auth/passwords';
import { serverResource } from '../../crud/registry';
import { staff } from '../../db/schema';
import { ACCOUNT_UNIQUE, assertAccountFree, assertAssignable, assertManages, checkStaffUpdate } from '../../domain/staff-management';
import { importRoutes } from '../../import/routes';
import { staffImport } from '../../import/staff-import';
import { changePasswordRoute } from './change-password';
import { staffRepo } from './repository';
import { resetPasswordRoute } from './reset-password';
import { signInStateRoute } from './sign-in-state';

export default serverResource(staffRepo, {
  create: {
    unique: ACCOUNT_UNIQUE,
    prepare: async (actor, { password, ...body }) => {
      assertAssignable(actor, body.role);
      return { ...body, passwordHash: await hashPassword(password) };
    },
    insert: async (tx, actor, input) => {
      await assertAccountFree(tx, input.account);
      const [row] = await tx
        .insert(staff)
        .values({ ...input, orgId: actor.orgId, createdBy: actor.staffId })
        .returning({ id: staff.id });
      return row.id;
    },
  },
  update: async (_tx, actor, target, input) => {
    checkStaffUpdate(actor, target, input);
    return input;
  },
  // Disabling an account ends its sessions for good: enabling it again does not bring them back.
  status: async (tx, actor, target, status) => {
    assertManages(actor, target, { notSelf: true });
    if (status === 'invalid') await revokeTokensOfStaff(tx, target.id);
  },
  routes: [changePasswordRoute, resetPasswordRoute, signInStateRoute, importRoutes(staffRepo, staffImport)],
});
