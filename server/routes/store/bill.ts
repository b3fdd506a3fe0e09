/** `POST /store/bill_setting` and `GET /store/bill_preview` (rules: server/domain/bill.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillPreview, BillPreviewQuery, BillSetting, type BillFormat, type Store } from '../../../resources/store';
import { actorOf } from '../../auth/plugin';
import { readOne } from '../../crud/read';
import { writeRoute } from '../../crud/write';
import { billPreview, billSettingPatch } from '../../domain/bill';
import { Envelope, ok } from '../../http/envelope';
import { storeRepo } from './repository';

export const billRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    writeRoute(storeRepo, {
      path: '/bill_setting',
      body: BillSetting,
      action: 'bill_setting',
      decide: async (_tx, _actor, store, input) => billSettingPatch(store, input as { bill_enabled?: boolean; bill_format?: BillFormat }),
    }),
  );

  app.get(
    '/bill_preview',
    {
      config: { permission: storeRepo.permission('list') },
      schema: { querystring: BillPreviewQuery, response: { 200: Envelope(BillPreview) } },
    },
    async (request) => {
      const { db } = app.database;
      const store = await readOne<Store>(db, storeRepo.source, storeRepo.visible(actorOf(request)), request.query.id);
      return ok(await billPreview(db, store, request.query.count));
    },
  );
};
