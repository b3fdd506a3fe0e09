/** Routes under /distributor (dealers): list, detail, export, create, update, status, quota, setting. */
import type { FastifyPluginAsync } from 'fastify';
import { DistributorUpdate, distributorList } from '../../../resources/distributor';
import { readRoutes } from '../../crud/read-routes';
import { statusRoute, updateRoute } from '../../crud/write';
import { createDistributorRoute } from './create';
import { quotaRoutes } from './quota';
import { assertBelowCaller, checkOwner, distributorResource } from './resource';
import { settingRoutes } from './setting';

export const distributorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    readRoutes(distributorResource, { list: distributorList, permission: 'distributor:list', exportPermission: 'distributor:export' }),
  );
  await app.register(createDistributorRoute);
  await app.register(
    updateRoute(distributorResource, 'distributor:update', DistributorUpdate, async (tx, actor, dealer, input) => {
      assertBelowCaller(actor, dealer);
      if ('owner_staff_id' in input) await checkOwner(tx, actor, input.owner_staff_id as number | null);
      return input;
    }),
  );
  // Disabling a dealer stops the tokens of its staff, and of every org below it, at once:
  // the actor lookup checks the status of every org on the chain.
  await app.register(statusRoute(distributorResource, 'distributor:status', (_tx, actor, dealer) => assertBelowCaller(actor, dealer)));
  await app.register(quotaRoutes);
  await app.register(settingRoutes);
};
