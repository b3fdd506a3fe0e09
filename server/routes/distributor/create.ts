/**
 * `POST /distributor/create`: a dealer one level below the caller's org, with its first admin
 * account. The operator creates level-1 dealers; a level-1 dealer (when its setting allows) creates
 * level-2 dealers in its own country; level 2 creates none (the permission refuses it).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { DistributorCreate } from '../../../resources/distributor';
import { actorOf } from '../../auth/plugin';
import { hashPassword } from '../../auth/passwords';
import { createRecord } from '../../crud/write';
import { dealerSettings, orgs, staff } from '../../db/schema';
import { invalidParam } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { ACCOUNT_UNIQUE, assertAccountFree } from '../staff/resource';
import { checkOwner, distributorResource } from './resource';

export const createDistributorRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/create',
    {
      config: { permission: 'distributor:create' },
      schema: { body: DistributorCreate, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const level = actor.orgLevel + 1;
      if (level === 2 && body.country !== actor.country) throw invalidParam('country');
      const passwordHash = await hashPassword(body.admin_password);
      const id = await createRecord(app, distributorResource, actor, {
        unique: ACCOUNT_UNIQUE,
        audited: { admin_account: body.admin_account },
        insert: async (tx) => {
          await checkOwner(tx, actor, body.owner_staff_id);
          await assertAccountFree(tx, body.admin_account);
          const [org] = await tx
            .insert(orgs)
            .values({
              name: body.name,
              type: 'dealer',
              level,
              parentId: actor.orgId,
              country: body.country,
              contactName: body.contact_name,
              contactPhone: body.contact_phone,
              email: body.email ?? '',
              remark: body.remark ?? '',
              createdBy: actor.staffId,
              ownerStaffId: body.owner_staff_id ?? null,
            })
            .returning({ id: orgs.id });
          await tx
            .update(orgs)
            .set({ path: `${actor.orgPath}${org.id}.` })
            .where(eq(orgs.id, org.id));
          await tx.insert(staff).values({
            orgId: org.id,
            account: body.admin_account,
            name: body.contact_name,
            phone: body.contact_phone,
            email: body.email ?? '',
            role: 'admin',
            passwordHash,
            createdBy: actor.staffId,
          });
          // Level 1 may sell every current version; level 2 what its parent may.
          const versions = await tx.execute<{ ids: number[] | null }>(
            level === 1
              ? sql`select array_agg(id order by id) as ids from versions where status = 'valid'`
              : sql`select allowed_version_ids as ids from dealer_settings where org_id = ${actor.orgId}`,
          );
          await tx.insert(dealerSettings).values({
            orgId: org.id,
            allowedVersionIds: versions.rows[0]?.ids ?? [],
            canCreateSubDealer: level === 1,
            updatedBy: actor.staffId,
          });
          return org.id;
        },
      });
      return ok({ id });
    },
  );
};
