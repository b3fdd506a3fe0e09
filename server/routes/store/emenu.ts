/**
 * `GET /store/emenu` and `POST /store/emenu/save` (permission `store:emenu`, on a store the caller
 * sees: 1004 otherwise); the rules are in emenu-settings.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmenuQuery, EmenuSave, EmenuSettings } from '../../../resources/emenu';
import type { Store } from '../../../resources/store';
import { actorOf } from '../../auth/plugin';
import { readOne } from '../../crud/read';
import { Envelope, ok } from '../../http/envelope';
import { readEmenu, saveEmenu } from './emenu-settings';
import { storeRepo } from './repository';

export const emenuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const permission = storeRepo.permission('emenu');

  app.get(
    '/emenu',
    { config: { permission }, schema: { querystring: EmenuQuery, response: { 200: Envelope(EmenuSettings) } } },
    async (request) => {
      const { db } = app.database;
      const store = await readOne<Store>(db, storeRepo.source, storeRepo.visible(actorOf(request)), request.query.store_id);
      return ok(await readEmenu(db, store));
    },
  );

  app.post(
    '/emenu/save',
    { config: { permission }, schema: { body: EmenuSave, response: { 200: Envelope(EmenuSettings) } } },
    async (request) => {
      const actor = actorOf(request);
      const saved = await app.database.db.transaction(async (tx) => {
        const store = await readOne<Store>(tx, storeRepo.source, storeRepo.visible(actor), request.body.store_id, true);
        return saveEmenu(tx, actor, store, request.body);
      });
      return ok(saved);
    },
  );
};
