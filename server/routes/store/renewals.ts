/** `GET /store/renewals`: the activations and renewals of one store the caller sees, newest first. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { RecordPageQuery } from '../../../resources/list';
import { StoreRenewal } from '../../../resources/store';
import { actorOf } from '../../auth/plugin';
import { readOne, readPage } from '../../crud/read';
import { selectList } from '../../crud/select';
import type { Source } from '../../crud/source';
import { PagedWithTotal } from '../../crud/total';
import { Envelope, ok } from '../../http/envelope';
import { storeRepo } from './repository';

/** `renewal` while the years it bought have not begun (resources/store/lifecycle.ts renewalStatusAt). */
const renewals: Source = {
  columns: selectList(StoreRenewal, 'r', {
    kind: sql`case when r.from_expire_at is null then 'activate' else 'renew' end`,
    status: sql`case when r.from_expire_at > now() then 'renewal' else 'finish' end`,
    staff_name: sql`st.name`,
  }),
  from: sql`store_renewals r left join staff st on st.id = r.staff_id`,
  lockAlias: 'r',
  id: sql`r.id`,
  sorts: { created_at: sql`r.created_at` },
  defaultSort: 'created_at',
  filters: {},
};

export const renewalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/renewals',
    {
      config: { permission: storeRepo.permission('list') },
      schema: { querystring: RecordPageQuery, response: { 200: Envelope(PagedWithTotal(StoreRenewal)) } },
    },
    async (request) => {
      const { id, page, size } = request.query;
      const { db } = app.database;
      await readOne(db, storeRepo.source, storeRepo.visible(actorOf(request)), id);
      return ok(await readPage(db, renewals, sql`r.store_id = ${id}`, { page, size }));
    },
  );
};
