/** Request metrics (`GET /metrics`): answers by route, method and status, and their latency. */
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { registry } from './registry';

const requests = new Counter({
  name: 'da_http_requests_total',
  help: 'Answered requests, by route pattern, method and HTTP status',
  labelNames: ['route', 'method', 'status'],
  registers: [registry],
});

const latency = new Histogram({
  name: 'da_http_request_duration_seconds',
  help: 'Time from a request received to its answer sent, by route pattern and method',
  labelNames: ['route', 'method'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Counts every answer; a URL no route matched counts as `unmatched`, so that labels stay few. */
export function countRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { route, method: request.method };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}
