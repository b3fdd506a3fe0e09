/**
 * The one Prometheus registry of an API process (`GET /metrics`, server/metrics/). Each area adds
 * its own metrics to it from a module of its own (requests, database pool, login throttling,
 * backups), so that the route only renders what they registered.
 */
import { Registry } from 'prom-client';

export const registry = new Registry();
