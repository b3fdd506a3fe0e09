/**
 * With SIGN_SECRET set, every API route refuses a request without a valid, fresh signature
 * (403 / 1002). Registered inside the API's plugin, so it guards the routes themselves, whatever
 * spelling of their URL reached them (percent-escapes, absolute-form request lines).
 *
 * One route is exempt, by its route (the router's match, not the URL's spelling): the 7Shifts OAuth
 * callback (server/routes/store/payment-sevenshifts.ts), where 7Shifts sends the browser back with
 * only `code` and `state`, which no signature can accompany. Its single-use `state`, bound to the
 * session and the store that started the connection, protects it instead.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../resources/errors';
import { ApiError } from '../errors';
import { verifySignature } from './signature';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes unsigned requests: only the 7Shifts OAuth callback (see above). */
    unsigned?: 'oauth-callback';
  }
}

export const signaturePlugin = fp(async (app: FastifyInstance) => {
  const secret = app.config.SIGN_SECRET;
  if (!secret) return;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.unsigned === 'oauth-callback') return;
    const at = request.url.indexOf('?');
    const query = at === -1 ? '' : request.url.slice(at + 1);
    if (!verifySignature(query, secret)) throw new ApiError(ErrorCode.InvalidSignature);
  });
});
