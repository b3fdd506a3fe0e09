/** `GET|POST /distributor/setting`: a dealer's settings page (rules: server/domain/dealer-settings.ts). */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Id } from '../../../resources/common';
import { DistributorSetting, DistributorSettingUpdate, type Distributor } from '../../../resources/distributor';
import { actorOf } from '../../auth/plugin';
import { readOne } from '../../crud/read';
import { iso } from '../../crud/source';
import type { DbOrTx } from '../../db';
import { dealerSettings } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { assertEditsSettings, checkVersions, narrowChildren } from '../../domain/dealer-settings';
import { Envelope, ok } from '../../http/envelope';
import { distributorRepo } from './repository';

type Setting = { id: number; allowed_version_ids: number[]; can_create_subdealer: boolean; updated_at: string; updated_by: number | null };

async function readSetting(db: DbOrTx, dealer: Distributor): Promise<Setting> {
  const { rows } = await db.execute(sql`select o.id, coalesce(d.allowed_version_ids, '[]'::jsonb) as allowed_version_ids,
      coalesce(d.can_create_sub_dealer, o.level = 1) as can_create_subdealer,
      ${iso(sql`coalesce(d.updated_at, o.created_at)`)} as updated_at, d.updated_by
    from orgs o left join dealer_settings d on d.org_id = o.id where o.id = ${dealer.id}`);
  return rows[0] as Setting;
}

export const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/setting',
    {
      config: { permission: 'distributor:list' },
      schema: { querystring: Type.Object({ id: Id }), response: { 200: Envelope(DistributorSetting) } },
    },
    async (request) => {
      const dealer = await readOne<Distributor>(db, distributorRepo.source, distributorRepo.visible(actorOf(request)), request.query.id);
      return ok(await readSetting(db, dealer));
    },
  );

  app.post(
    '/setting',
    {
      config: { permission: 'distributor:setting' },
      schema: { body: DistributorSettingUpdate, response: { 200: Envelope(DistributorSetting) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, allowed_version_ids, can_create_subdealer } = request.body;
      const after = await db.transaction(async (tx) => {
        const dealer = await readOne<Distributor>(tx, distributorRepo.source, distributorRepo.visible(actor), id, true);
        assertEditsSettings(actor, dealer, { can_create_subdealer });
        if (allowed_version_ids) await checkVersions(tx, dealer, allowed_version_ids);
        const before = await readSetting(tx, dealer);
        const values = {
          allowedVersionIds: allowed_version_ids ?? before.allowed_version_ids,
          canCreateSubDealer: can_create_subdealer ?? before.can_create_subdealer,
          updatedAt: new Date(),
          updatedBy: actor.staffId,
        };
        await tx
          .insert(dealerSettings)
          .values({ orgId: id, ...values })
          .onConflictDoUpdate({ target: dealerSettings.orgId, set: values });
        if (allowed_version_ids && dealer.level === 1) await narrowChildren(tx, actor, id, allowed_version_ids);
        const after = await readSetting(tx, dealer);
        await writeAudit(tx, actor, { action: 'setting', resource: 'distributor', recordId: id, before, after });
        return after;
      });
      return ok(after);
    },
  );
};
