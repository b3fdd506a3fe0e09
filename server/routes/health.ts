/**
 * Health for load balancers and orchestrators, beside `/health` (server/routes/index.ts):
 * `/health/live` answers while the process runs; `/health/ready` only while a query through the pool
 * answers (migrations run before the app is built, so they are done). It also points the database
 * metrics at the same probe (server/metrics/database.ts).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../resources/errors';
import { Envelope, ok } from '../http/envelope';
import { sendError } from '../http/error-handler';
import { watchDatabase } from '../metrics/database';

const Status = { response: { 200: Envelope(Type.Object({ status: Type.String() })) } };

/** `databaseAnswers`: the probe `/health` uses (server/http/database-probe.ts), so that checks share one query. */
export function balancerHealth(app: FastifyInstance, databaseAnswers: () => Promise<boolean>): void {
  watchDatabase(app.database, databaseAnswers);
  app.get('/health/live', { config: { public: true }, schema: Status }, async () => ok({ status: 'live' }));
  app.get('/health/ready', { config: { public: true }, schema: Status }, async (request, reply) => {
    if (app.database.running() && (await databaseAnswers())) return ok({ status: 'ready' });
    return sendError(request, reply, ErrorCode.DatabaseUnavailable, 'database');
  });
}
