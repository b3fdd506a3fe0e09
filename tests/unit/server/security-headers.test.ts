import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { addSecurityHeaders } from '../../../server/http/security-headers';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
  frameguard: { action: 'deny' },
} as const;

/** The headers of an answer to `/ok` and `/fails` (a thrown error) from an app secured by `secure`. */
async function answers(secure: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await secure(app);
  app.get('/ok', async () => 'fine');
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const without = ({ date: _date, ...rest }: Record<string, unknown>) => rest;
  const result = [without((await app.inject('/ok')).headers), without((await app.inject('/fails')).headers)];
  await app.close();
  return result;
}

describe('addSecurityHeaders', () => {
  it("sets exactly @fastify/helmet's headers, on answers and on errors alike", async () => {
    const computedOnce = await answers((app) => addSecurityHeaders(app, OPTIONS));
    const perRequest = await answers((app) => app.register(helmet, OPTIONS));
    expect(computedOnce).toEqual(perRequest);
    expect(computedOnce[1]).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    expect(computedOnce[1]['content-security-policy']).toContain("object-src 'none'");
  });
});
