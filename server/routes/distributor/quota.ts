/**
 * `POST /distributor/quota` moves accounts between the caller's org and its direct child `id`;
 * `GET /distributor/quota_log` lists the movements of one dealer the caller sees.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Distributor, QuotaChange, QuotaLogEntry } from '../../../resources/distributor';
import { RecordPageQuery } from '../../../resources/list';
import { actorOf } from '../../auth/plugin';
import { readOne, readPage } from '../../crud/read';
import { iso, type Source } from '../../crud/source';
import { PagedWithTotal } from '../../crud/total';
import { writeRecord } from '../../crud/write';
import { moveQuota } from '../../domain/quota';
import { noPermission } from '../../errors';
import { Envelope, ok } from '../../http/envelope';
import { distributorRepo } from './repository';

/** Movements into or out of dealer `id`, newest first; `delta` is their effect on its remaining quota. */
const quotaLogOf = (id: number): Source => ({
  columns: sql`q.id, q.kind, q.from_org_id, f.name as from_org_name, q.to_org_id, t.name as to_org_name,
    q.store_id, (select st.name from stores st where st.id = q.store_id) as store_name, q.change, case when q.to_org_id = ${id} then q.change else -q.change end as delta,
    q.remark, q.staff_id, s.name as staff_name, ${iso(sql`q.created_at`)} as created_at`,
  from: sql`quota_log q left join orgs f on f.id = q.from_org_id left join orgs t on t.id = q.to_org_id
    left join staff s on s.id = q.staff_id`,
  lockAlias: 'q',
  id: sql`q.id`,
  sorts: { created_at: sql`q.created_at` },
  defaultSort: 'created_at',
  filters: {},
});

export const quotaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/quota',
    { config: { permission: 'distributor:quota' }, schema: { body: QuotaChange, response: { 200: Envelope(Distributor) } } },
    async (request) => {
      const actor = actorOf(request);
      const { id, change, remark = '' } = request.body;
      const after = await writeRecord(app, distributorRepo, actor, {
        id,
        action: 'quota',
        input: null,
        decide: async (tx, _actor, child) => {
          if (child.parent_id !== actor.orgId) throw noPermission();
          await moveQuota(tx, {
            parentId: actor.orgId,
            parentUnlimited: actor.orgType === 'op',
            childId: id,
            change,
            remark,
            staffId: actor.staffId,
          });
          return {};
        },
      });
      return ok(after);
    },
  );

  app.get(
    '/quota_log',
    {
      config: { permission: 'distributor:list' },
      schema: { querystring: RecordPageQuery, response: { 200: Envelope(PagedWithTotal(QuotaLogEntry)) } },
    },
    async (request) => {
      const { id, page, size } = request.query;
      const { db } = app.database;
      await readOne(db, distributorRepo.source, distributorRepo.visible(actorOf(request)), id);
      return ok(await readPage(db, quotaLogOf(id), sql`(q.from_org_id = ${id} or q.to_org_id = ${id})`, { page, size }));
    },
  );
};
