/**
 * `GET /store/payment` and `POST /store/payment/save` (permission `store:payment`, on a store the
 * caller sees: 1004 otherwise), and the 7Shifts connection (payment-sevenshifts.ts). The rules are
 * server/domain/payments.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentQuery, PaymentSave, PaymentSettings, PaymentState } from '../../../resources/payment';
import { actorOf } from '../../auth/plugin';
import { readOne } from '../../crud/read';
import { readPayments, savePayment } from '../../domain/payments';
import { secretBox } from '../../domain/secrets';
import { Envelope, ok } from '../../http/envelope';
import { sevenShiftsSettings } from '../../integrations/config';
import { sevenShiftsRoutes } from './payment-sevenshifts';
import { storeRepo } from './repository';

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const permission = storeRepo.permission('payment');
  // derived on first use: an app built only to list its routes (server/openapi.ts) has no key
  const box = () => secretBox(app.config.DATA_KEY);

  app.get(
    '/payment',
    { config: { permission }, schema: { querystring: PaymentQuery, response: { 200: Envelope(PaymentSettings) } } },
    async (request) => {
      const { db } = app.database;
      const { store_id } = request.query;
      await readOne(db, storeRepo.source, storeRepo.visible(actorOf(request)), store_id);
      return ok({
        store_id,
        providers: await readPayments(db, box(), store_id),
        connectable: sevenShiftsSettings(app.config) ? ['sevenshifts' as const] : [],
      });
    },
  );

  app.post(
    '/payment/save',
    { config: { permission }, schema: { body: PaymentSave, response: { 200: Envelope(PaymentState) } } },
    async (request) => {
      const actor = actorOf(request);
      const saved = await app.database.db.transaction(async (tx) => {
        await readOne(tx, storeRepo.source, storeRepo.visible(actor), request.body.store_id, true);
        return savePayment(tx, box(), actor, request.body);
      });
      return ok(saved);
    },
  );

  await app.register(sevenShiftsRoutes);
};
