/**
 * With SIGN_SECRET set, every API route refuses a request without a valid, fresh signature
 * (403 / 1002). Registered inside the API's plugin, so it guards the routes themselves, whatever
 * spelling of their URL reached them (percent-escapes, absolute-form request lines).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../resources/errors';
import { ApiError } from '../errors';
import { verifySignature } from './signature';

export const signaturePlugin = fp(async (app: FastifyInstance) => {
  const secret = app.config.SIGN_SECRET;
  if (!secret) return;
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    const query = at === -1 ? '' : request.url.slice(at + 1);
    if (!verifySignature(query, secret)) throw new ApiError(ErrorCode.InvalidSignature);
  });
});
