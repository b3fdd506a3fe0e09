/** `POST /store/activate` and `POST /store/renew` (rules: server/domain/store-lifecycle.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { LicencePurchase } from '../../../resources/store';
import { writeRoute } from '../../crud/write';
import { buyLicence, type LicenceAction } from '../../domain/store-lifecycle';
import { storeRepo } from './repository';

const licenceRoute = (action: LicenceAction) =>
  writeRoute(storeRepo, {
    path: `/${action}`,
    body: LicencePurchase,
    action,
    decide: (tx, actor, store, input) => buyLicence(tx, actor, store, action, input.years as number),
  });

export const licenceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(licenceRoute('activate'));
  await app.register(licenceRoute('renew'));
};
