/** Routes under /version (POS versions): list, detail and export for every signed-in user. */
import type { FastifyPluginAsync } from 'fastify';
import { readRoutes } from '../../crud/read-routes';
import { versionRepo } from './repository';

export const versionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes(versionRepo));
};
