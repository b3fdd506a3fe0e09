/**
 * Account rescue of a dealer's admins (rules: server/domain/account-rescue.ts): `GET
 * /distributor/admins?id` lists the dealer's admin accounts, `POST /distributor/rescue` resets the
 * password of one and/or enables it again, audited, every token of that account revoked.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Id } from '../../../resources/common';
import { AdminRescue, type Distributor } from '../../../resources/distributor';
import { actorOf } from '../../auth/plugin';
import { hashPassword } from '../../auth/passwords';
import { revokeTokensOfStaff } from '../../auth/revoke';
import { resetSecondFactor } from '../../auth/two-factor';
import { readOne } from '../../crud/read';
import { allOf } from '../../crud/source';
import { writeRecord } from '../../crud/write';
import { assertRescues, rescuePatch } from '../../domain/account-rescue';
import { Envelope, ok } from '../../http/envelope';
import { staffRepo } from '../staff/repository';
import { distributorRepo } from './repository';

export const rescueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/admins',
    {
      config: { permission: 'distributor:rescue' },
      schema: { querystring: Type.Object({ id: Id }), response: { 200: Envelope(Type.Array(staffRepo.item)) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const dealer = await readOne<Distributor>(db, distributorRepo.source, distributorRepo.visible(actor), request.query.id);
      const { rows } = await db.execute(sql`select ${staffRepo.source.columns} from ${staffRepo.source.from}
        where ${allOf(sql`s.org_id = ${dealer.id}`, sql`s.role = 'admin'`)} order by s.id`);
      return ok(rows);
    },
  );

  app.post(
    '/rescue',
    { config: { permission: 'distributor:rescue' }, schema: { body: AdminRescue, response: { 200: Envelope(staffRepo.item) } } },
    async (request) => {
      const actor = actorOf(request);
      const { id, staff_id, new_password, enable, reset_two_factor } = request.body;
      const dealer = await readOne<Distributor>(db, distributorRepo.source, distributorRepo.visible(actor), id);
      const passwordHash = new_password ? await hashPassword(new_password) : undefined;
      const admin = await writeRecord(app, staffRepo, actor, {
        id: staff_id,
        action: 'rescue',
        input: null,
        decide: async (_tx, _actor, target) => {
          assertRescues(actor, dealer, target);
          return rescuePatch(passwordHash, enable);
        },
        after: async (tx) => {
          await revokeTokensOfStaff(tx, staff_id);
          if (reset_two_factor) await resetSecondFactor(tx, actor, staff_id);
        },
      });
      return ok(admin);
    },
  );
};
