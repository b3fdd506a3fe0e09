/**
 * `POST /store/activate` and `POST /store/renew`, and their bulk forms `bulk_activate` and
 * `bulk_renew` (rules: server/domain/store-lifecycle.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { BulkLicencePurchase, LicencePurchase } from '../../../resources/store';
import { bulkWriteRoute, writeRoute } from '../../crud/write';
import { buyLicence, buyLicences, type LicenceAction } from '../../domain/store-lifecycle';
import { storeRepo } from './repository';

const licenceRoute = (action: LicenceAction) =>
  writeRoute(storeRepo, {
    path: `/${action}`,
    body: LicencePurchase,
    action,
    decide: (tx, actor, store, input) => buyLicence(tx, actor, store, action, input.years as number),
  });

const bulkLicenceRoute = (action: LicenceAction) =>
  bulkWriteRoute(storeRepo, {
    path: `/bulk_${action}`,
    body: BulkLicencePurchase,
    action,
    decide: (tx, actor, store, input) => buyLicences(tx, actor, store, action, input.years as number),
  });

export const licenceRoutes: FastifyPluginAsync = async (app) => {
  for (const action of ['activate', 'renew'] as const) {
    await app.register(licenceRoute(action));
    await app.register(bulkLicenceRoute(action));
  }
};
