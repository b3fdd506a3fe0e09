/**
 * A dealer's settings page: the versions it may sell and whether a level-1 dealer may create
 * level-2 dealers. Whoever sees the dealer reads them; only the operator or the dealer's parent
 * edits them.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Id } from '../../../resources/common';
import { DistributorSetting, DistributorSettingUpdate, type Distributor } from '../../../resources/distributor';
import type { Actor } from '../../auth/actor';
import { actorOf } from '../../auth/plugin';
import { readOne } from '../../crud/read';
import { iso } from '../../crud/source';
import type { DbOrTx, Tx } from '../../db';
import { dealerSettings } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { invalidParam, noPermission } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { distributorResource } from './resource';

type Setting = { id: number; allowed_version_ids: number[]; can_create_subdealer: boolean; updated_at: string; updated_by: number | null };

async function readSetting(db: DbOrTx, dealer: Distributor): Promise<Setting> {
  const { rows } = await db.execute(sql`select o.id, coalesce(d.allowed_version_ids, '[]'::jsonb) as allowed_version_ids,
      coalesce(d.can_create_sub_dealer, o.level = 1) as can_create_subdealer,
      ${iso(sql`coalesce(d.updated_at, o.created_at)`)} as updated_at, d.updated_by
    from orgs o left join dealer_settings d on d.org_id = o.id where o.id = ${dealer.id}`);
  return rows[0] as Setting;
}

/** Versions must exist; a level-2 dealer may only sell what its parent may. */
async function checkVersions(tx: Tx, dealer: Distributor, ids: number[]) {
  // The parent's list may not change until this one is written (see narrowChildren).
  if (dealer.level === 2) await tx.execute(sql`select 1 from dealer_settings where org_id = ${dealer.parent_id} for share`);
  const { rows } = await tx.execute<{ known: number; allowed: number }>(sql`
    select count(*)::int as known,
           count(*) filter (where ${dealer.level} = 1 or exists (
             select 1 from dealer_settings p where p.org_id = ${dealer.parent_id} and p.allowed_version_ids @> to_jsonb(v.id)))::int as allowed
      from versions v where v.id = any(${sql.param(ids)}::int[])`);
  if (rows[0].known !== ids.length || rows[0].allowed !== ids.length) throw invalidParam('allowed_version_ids');
}

/**
 * A level-1 dealer's narrowed list narrows its level-2 dealers' lists too, in the same transaction,
 * so no dealer may sell a version its parent no longer may. Each changed child gets its audit row.
 */
async function narrowChildren(tx: Tx, actor: Actor, parentId: number, ids: number[]) {
  const { rows } = await tx.execute<{ org_id: number; before: number[]; after: number[] }>(sql`
    with narrowed as (
      select c.org_id, c.allowed_version_ids as before,
             coalesce((select jsonb_agg(v order by ord) from jsonb_array_elements(c.allowed_version_ids) with ordinality as e(v, ord)
                        where (v #>> '{}')::int = any(${sql.param(ids)}::int[])), '[]'::jsonb) as after
        from dealer_settings c join orgs o on o.id = c.org_id
       where o.parent_id = ${parentId}
         for update of c)
    update dealer_settings d set allowed_version_ids = n.after, updated_at = now(), updated_by = ${actor.staffId}
      from narrowed n where d.org_id = n.org_id and n.after <> n.before
    returning d.org_id, n.before, n.after`);
  for (const row of rows) {
    await writeAudit(tx, actor, {
      action: 'setting',
      resource: 'distributor',
      recordId: row.org_id,
      before: { allowed_version_ids: row.before },
      after: { allowed_version_ids: row.after },
    });
  }
}

const editsSettingsOf = (actor: Actor, dealer: Distributor) => actor.orgType === 'op' || dealer.parent_id === actor.orgId;

export const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;

  app.get(
    '/setting',
    {
      config: { permission: 'distributor:list' },
      schema: { querystring: Type.Object({ id: Id }), response: { 200: Envelope(DistributorSetting) } },
    },
    async (request) => {
      const dealer = await readOne<Distributor>(
        db,
        distributorResource.source,
        distributorResource.visible(actorOf(request)),
        request.query.id,
      );
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
        const dealer = await readOne<Distributor>(tx, distributorResource.source, distributorResource.visible(actor), id, true);
        if (!editsSettingsOf(actor, dealer)) throw noPermission();
        if (can_create_subdealer === true && dealer.level !== 1) throw invalidParam('can_create_subdealer');
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
