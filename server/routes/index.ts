/**
 * Every API route, one folder per URL prefix under the base path (a CRUD-kit resource's routes are
 * one file, server/routes/<name>.ts, and sit under its name themselves).
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { authPlugin } from '../auth/plugin';
import { databaseProbe } from '../http/database-probe';
import { Envelope, ok } from '../http/envelope';
import { signaturePlugin } from '../http/signature-hook';
import { sendError } from '../http/error-handler';
import { ErrorCode } from '../../resources/errors';
import { auditRoutes } from './audit';
import { companyRoutes } from './company';
import { countryRoutes } from './country';
import { dashboardRoutes } from './dashboard';
import { distributorRoutes } from './distributor';
import { fileRoutes } from './file';
import { sessionRoutes } from './session';
import { smsRoutes } from './sms';
import { staffRoutes } from './staff';
import { storeRoutes } from './store';
import { versionRoutes } from './version';

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
      if (app.database.running() && (await databaseAnswers())) return ok({ status: 'ok' });
      return sendError(request, reply, ErrorCode.DatabaseUnavailable, 'database');
    },
  );
  await app.register(sessionRoutes);
  await app.register(staffRoutes, { prefix: '/staff' });
  await app.register(countryRoutes, { prefix: '/country' });
  await app.register(distributorRoutes, { prefix: '/distributor' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(fileRoutes, { prefix: '/file' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(versionRoutes);
  await app.register(smsRoutes, { prefix: '/sms' });
  await app.register(companyRoutes, { prefix: '/company' });
  await app.register(storeRoutes, { prefix: '/store' });
};
