/** Routes under /distributor (dealers): list, detail, export, create, update, status, quota, setting. */
import type { FastifyPluginAsync } from 'fastify';
import { DistributorUpdate, distributorList } from '../../../resources/distributor';
import { readRoutes } from '../../crud/read-routes';
import { revokeTokensOfOrgTree } from '../../auth/revoke';
import { statusRoute, updateRoute } from '../../crud/write';
import { createDistributorRoute } from './create';
import { quotaRoutes } from './quota';
import { assertBelowCaller, checkOwner, distributorResource, holdDisableLevel } from './resource';
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
  // Disabling a dealer ends every session of its staff and of every org below it for good (the
  // actor lookup also refuses them while any org on the chain is disabled).
  await app.register(
    statusRoute(distributorResource, 'distributor:status', async (tx, actor, dealer, status) => {
      assertBelowCaller(actor, dealer);
      await holdDisableLevel(tx, actor, dealer.id, status);
      if (status === 'invalid') await revokeTokensOfOrgTree(tx, dealer.id);
    }),
  );
  await app.register(quotaRoutes);
  await app.register(settingRoutes);
};
