/**
 * `GET /metrics`: every metric of the process in Prometheus' text format, with Node's own (memory,
 * event-loop delay, garbage collection). Only for this machine (a loopback client with no forwarded
 * header: server/http/loopback.ts), or with `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets
 * 403 / 1003. Served beside the API, not in its envelope.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { ErrorCode } from '../../resources/errors';
import { sendError } from '../http/error-handler';
import { isLoopbackClient } from '../http/loopback';
import { registry } from './registry';
import './login';

let defaultsCollected = false;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as SHA-256 digests: equal lengths, so the time tells nothing, not even the token's length. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export async function metricsRoute(app: FastifyInstance): Promise<void> {
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: registry, prefix: 'da_' });
    defaultsCollected = true;
  }
  app.get('/metrics', async (request, reply) => {
    if (!isLoopbackClient(request) && !bearerMatches(request, app.config.METRICS_TOKEN)) {
      return sendError(request, reply, ErrorCode.NoPermission, 'metrics');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
