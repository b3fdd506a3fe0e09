/**
 * Authentication and permission checks. Every route is private unless its config says
 * `{ public: true }`; a route may name the permission it needs (`{ permission: 'staff:create' }`),
 * checked with the same rules the web client uses to hide buttons.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../resources/errors';
import { can, type Permission } from '../../resources/permissions';
import { ApiError } from '../errors';
import type { Actor } from './actor';
import { ActorCache } from './actor-cache';
import { mustEnrol } from './enrolment';
import { SessionTouch } from './touch';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    public?: boolean;
    permission?: Permission;
    /** Open to an account that must still turn on two-factor sign-in (server/auth/enrolment.ts). */
    enrolment?: boolean;
  }
}

/** The actor of an authenticated route (the hook has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiError(ErrorCode.TokenExpired);
  return request.actor;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/** Methods that never write (every write is a POST). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const authPlugin = fp(async (app: FastifyInstance) => {
  const actors = new ActorCache(undefined, app.config.SESSION_IDLE);
  const sessions = new SessionTouch(app.config.SESSION_IDLE);
  app.decorateRequest('actor', null);
  // Before a write's answer leaves, so that whoever reads it is already seen as it left things
  // (a logout, a disabled dealer, a new password; actor-cache.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) actors.forget();
    done(null, payload);
  });
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = bearerToken(request);
    // a write's actor comes from the database: another process may have revoked it (actor-cache.ts)
    const purpose = READS.has(request.method) ? 'read' : 'write';
    const actor = token && token.length <= 200 ? await actors.find(app.database.db, token, purpose) : undefined;
    if (!actor) throw new ApiError(ErrorCode.TokenExpired);
    request.actor = actor;
    await sessions.touch(app.database.db, actor);
    if (!config.enrolment && mustEnrol(app.config, actor)) throw new ApiError(ErrorCode.NoPermission);
    if (config.permission && !can(actor, config.permission)) throw new ApiError(ErrorCode.NoPermission);
  });
});
