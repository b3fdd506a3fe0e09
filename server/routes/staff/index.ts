/** Routes under /staff (employees): list, detail, export, create, update, status, reset_password, change_password. */
import type { FastifyPluginAsync } from 'fastify';
import { StaffUpdate, staffList, type StaffMember } from '../../../resources/staff';
import { readRoutes } from '../../crud/read-routes';
import { revokeTokensOfStaff } from '../../auth/revoke';
import { statusRoute, updateRoute } from '../../crud/write';
import { noPermission } from '../../errors';
import { changePasswordRoute } from './change-password';
import { createStaffRoute } from './create';
import { resetPasswordRoute } from './reset-password';
import { assertAssignable, assertManages, staffResource } from './resource';

export const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(changePasswordRoute);
  await app.register(readRoutes(staffResource, { list: staffList, permission: 'staff:list', exportPermission: 'staff:export' }));
  await app.register(createStaffRoute);
  await app.register(
    updateRoute(staffResource, 'staff:update', StaffUpdate, async (_tx, actor, target, input) => {
      assertManages(actor, target);
      const role = input.role as StaffMember['role'] | undefined;
      if (role !== undefined && role !== target.role) {
        assertAssignable(actor, role);
        if (target.id === actor.staffId) throw noPermission();
      }
      return input;
    }),
  );
  // Disabling an account ends its sessions for good: enabling it again does not bring them back.
  await app.register(
    statusRoute(staffResource, 'staff:status', async (tx, actor, target, status) => {
      assertManages(actor, target, { notSelf: true });
      if (status === 'invalid') await revokeTokensOfStaff(tx, target.id);
    }),
  );
  await app.register(resetPasswordRoute);
};
