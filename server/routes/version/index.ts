/** Routes under /version (POS versions): list, detail and export for every signed-in user. */
import type { FastifyPluginAsync } from 'fastify';
import { versionList } from '../../../resources/version';
import { readRoutes } from '../../crud/read-routes';
import { versionResource } from './resource';

export const versionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes(versionResource, { list: versionList, permission: 'version:list', exportPermission: 'version:export' }));
};
