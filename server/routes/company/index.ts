/** Routes under /company (brands): list, detail, export, create, update, status. */
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../crud/resource-routes';
import { checkOwner } from '../../domain/dealers';
import { BRAND_NAME_UNIQUE, claimBrandName } from '../../domain/merchant-names';
import { createBrand } from './create-company';
import { companyRepo } from './repository';

export const companyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    resourceRoutes(companyRepo, {
      create: createBrand,
      update: async (tx, actor, brand, input) => {
        if ('owner_staff_id' in input) await checkOwner(tx, actor, input.owner_staff_id as number | null);
        if (typeof input.name === 'string' && input.name !== brand.name) await claimBrandName(tx, brand.org_id, input.name, brand.id);
        return input;
      },
      updateUnique: BRAND_NAME_UNIQUE,
      // Whoever manages a brand it sees may enable or disable it; a disabled brand takes no new store.
      status: () => undefined,
    }),
  );
};
