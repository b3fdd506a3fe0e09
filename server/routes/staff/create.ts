/** `POST /staff/create`: an employee of the caller's own org, with a role the caller may give. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffCreate } from '../../../resources/staff';
import { actorOf } from '../../auth/plugin';
import { hashPassword } from '../../auth/passwords';
import { createRecord } from '../../crud/write';
import { staff } from '../../db/schema';
import { Envelope, ok } from '../../http/envelope';
import { ACCOUNT_UNIQUE, assertAccountFree, assertAssignable, staffResource } from './resource';

export const createStaffRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/create',
    {
      config: { permission: 'staff:create' },
      schema: { body: StaffCreate, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { password, ...body } = request.body;
      assertAssignable(actor, body.role);
      const passwordHash = await hashPassword(password);
      const id = await createRecord(app, staffResource, actor, {
        unique: ACCOUNT_UNIQUE,
        insert: async (tx) => {
          await assertAccountFree(tx, body.account);
          const [row] = await tx
            .insert(staff)
            .values({ ...body, orgId: actor.orgId, passwordHash, createdBy: actor.staffId })
            .returning({ id: staff.id });
          return row.id;
        },
      });
      return ok({ id });
    },
  );
};
