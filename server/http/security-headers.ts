/**
 * Security headers (helmet's), computed once at start instead of on every request: @fastify/helmet
 * builds helmet's middleware again for each request (parsing the content security policy each
 * time, docs/decisions/0004-start-and-request-cost.md), yet the headers depend on
 * the options alone. A throwaway Fastify instance with the plugin answers one request; the headers
 * it added, compared with a bare instance's answer, are set on every response of the app.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

async function headersOf(withHelmet?: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  if (withHelmet) await probe.register(helmet, withHelmet);
  probe.get('/', async () => '');
  try {
    const answer = await probe.inject('/');
    return Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/** Sets helmet's headers for `options` on every response of `app`, computed once. */
export async function addSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const bare = await headersOf();
  const headers = Object.entries(await headersOf(options)).filter(([name]) => !(name in bare));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
