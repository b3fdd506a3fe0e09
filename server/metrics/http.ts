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

type Series = { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof latency.labels> };

/** Counts every answer; a URL no route matched counts as `unmatched`, so that labels stay few. */
export function countRequests(app: FastifyInstance): void {
  // each label set's series, found once: prom-client would hash the labels again at every answer
  const series = new Map<string, Series>();
  const seriesOf = (route: string, method: string, status: number): Series => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      found = { count: requests.labels(route, method, String(status)), time: latency.labels(route, method) };
      series.set(key, found);
    }
    return found;
  };
  app.addHook('onResponse', (request, reply, done) => {
    const { count, time } = seriesOf(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode);
    count.inc();
    time.observe(reply.elapsedTime / 1000);
    done();
  });
}
