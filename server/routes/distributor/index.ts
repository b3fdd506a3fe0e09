/** Routes under /distributor (dealers): list, detail, export, create, update, status, quota, setting, admin rescue. */
import type { FastifyPluginAsync } from 'fastify';
import { revokeTokensOfOrgTree } from '../../auth/revoke';
import { resourceRoutes } from '../../crud/resource-routes';
import { assertBelowCaller, checkOwner, holdDisableLevel } from '../../domain/dealers';
import { createDealer } from './create-dealer';
import { quotaRoutes } from './quota';
import { distributorRepo } from './repository';
import { rescueRoutes } from './rescue';
import { settingRoutes } from './setting';

export const distributorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    resourceRoutes(distributorRepo, {
      create: createDealer,
      update: async (tx, actor, dealer, input) => {
        assertBelowCaller(actor, dealer);
        if ('owner_staff_id' in input) await checkOwner(tx, actor, input.owner_staff_id as number | null);
        return input;
      },
      // Disabling a dealer ends every session of its staff and of every org below it for good (the
      // actor lookup also refuses them while any org on the chain is disabled).
      status: async (tx, actor, dealer, status) => {
        assertBelowCaller(actor, dealer);
        await holdDisableLevel(tx, actor, dealer.id, status);
        if (status === 'invalid') await revokeTokensOfOrgTree(tx, dealer.id);
      },
    }),
  );
  await app.register(quotaRoutes);
  await app.register(settingRoutes);
  await app.register(rescueRoutes);
};
