/**
 * Every request's id: the caller's `X-Request-Id` when it is a short safe token (a proxy's or a load
 * balancer's, so that their logs and ours match), else a new random one. Fastify puts it on every log
 * line of the request (`reqId`), and every answer carries it back in `X-Request-Id`, so that a user
 * can quote it from an error (the web app's toast of a 5xx shows it).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : newRequestId();
}

/** 16 hex digits (60 random bits) of a UUID: its entropy is drawn in batches, not at every request. */
const newRequestId = () => randomUUID().replace(/-/g, '').slice(0, 16);

/** Sends the id back on every answer, errors and pages included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
