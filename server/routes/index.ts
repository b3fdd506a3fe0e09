/**
 * Every API route under the base path: `/health`, the session's calls, the app's pages that are no
 * resource (country, file, dashboard), each under the prefix given here, and every resource's under
 * `/<name>` from the resource registry (server/crud/registry.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { authPlugin } from '../auth/plugin';
import { databaseProbe } from '../http/database-probe';
import { Envelope, ok } from '../http/envelope';
import { signaturePlugin } from '../http/signature-hook';
import { sendError } from '../http/error-handler';
import { ErrorCode } from '../../resources/errors';
import { serverResources } from '../crud/registry';
import { backupStatusRoute } from './backup-status';
import { countryRoutes } from './country';
import { dashboardRoutes } from './dashboard';
import { fileRoutes } from './file';
import { balancerHealth } from './health';
import { reminderRoutes } from './reminder';
import { searchRoutes } from './search';
import { sessionRoutes } from './session';

/** How old a successful database probe `/health` may answer from (server/http/database-probe.ts). */
const HEALTH_FRESH_MS = 2000;

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signaturePlugin);
  await app.register(authPlugin);
  // Up only while the database answers: a balancer or supervisor reads 503 as "not serving".
  const databaseAnswers = databaseProbe(() => app.database.pool.query('select 1'), HEALTH_FRESH_MS);
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: Envelope(Type.Object({ status: Type.String() })) } } },
    async (request, reply) => {
      if (!app.database.running() || !(await databaseAnswers()))
        return sendError(request, reply, ErrorCode.DatabaseUnavailable, 'database');
      if (app.storage.isFull() && !(await app.storage.probe(app.database.pool)))
        return sendError(request, reply, ErrorCode.StorageFull, 'storage');
      return ok({ status: 'ok' });
    },
  );
  balancerHealth(app, databaseAnswers);
  await app.register(sessionRoutes);
  await app.register(backupStatusRoute);
  await app.register(countryRoutes, { prefix: '/country' });
  await app.register(fileRoutes, { prefix: '/file' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(searchRoutes, { prefix: '/search' });
  await app.register(reminderRoutes, { prefix: '/reminder' });
  for (const resource of await serverResources()) await app.register(resource.routes, { prefix: `/${resource.name}` });
};
