/** `POST /staff/reset_password`: an admin or manager of the same org sets a new password; the target's tokens are revoked. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ResetPassword } from '../../../resources/staff';
import { actorOf } from '../../auth/plugin';
import { hashPassword } from '../../auth/passwords';
import { revokeTokensOfStaff } from '../../auth/revoke';
import { resetSecondFactor } from '../../auth/two-factor';
import { writeRecord } from '../../crud/write';
import { Envelope, ok } from '../../http/envelope';
import { assertManages } from '../../domain/staff-management';
import { staffRepo } from './repository';

export const resetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reset_password',
    { config: { permission: 'staff:reset_password' }, schema: { body: ResetPassword, response: { 200: Envelope(Type.Null()) } } },
    async (request) => {
      const { id, new_password, reset_two_factor } = request.body;
      const passwordHash = await hashPassword(new_password);
      await writeRecord(app, staffRepo, actorOf(request), {
        id,
        action: 'reset_password',
        input: null,
        decide: async (_tx, actor, target) => {
          assertManages(actor, target, { notSelf: true });
          return { password_hash: passwordHash };
        },
        after: async (tx) => {
          await revokeTokensOfStaff(tx, id);
          if (reset_two_factor) await resetSecondFactor(tx, actorOf(request), id);
        },
      });
      return ok(null);
    },
  );
};
