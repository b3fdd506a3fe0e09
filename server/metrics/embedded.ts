/** The embedded PostgreSQL's restarts (`GET /metrics`): each time it died and the server started it again. */
import { Counter } from 'prom-client';
import { registry } from './registry';

export const embeddedRestarts = new Counter({
  name: 'da_embedded_postgres_restarts_total',
  help: 'Times the embedded PostgreSQL died and was started again by the server',
  registers: [registry],
});
