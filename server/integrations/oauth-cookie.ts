/**
 * Ties an OAuth `state` to the browser that asked for it: Connect's answer sets a cookie holding the
 * state (HttpOnly, SameSite=Lax so that the provider's redirect back carries it, Path limited to the
 * callback, Secure when the app is reached over https), and the callback takes the state only from
 * the browser that holds it. Without it, a user led to another's authorize URL would connect their
 * account to the other's store. A later Connect in the same browser replaces the cookie.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_STATE_TTL_SECONDS } from './oauth-state';

const NAME = 'oauth_state';

/** Where the cookie goes: the callback's path as the browser sees it, and whether it needs https. */
export interface CookieScope {
  path: string;
  secure: boolean;
}

/** The scope of the callback at `redirectUri` (its absolute URL). */
export const cookieScopeOf = (redirectUri: string): CookieScope => {
  const url = new URL(redirectUri);
  return { path: url.pathname, secure: url.protocol === 'https:' };
};

export function stateCookie(value: string, scope: CookieScope, maxAge = OAUTH_STATE_TTL_SECONDS): string {
  return `${NAME}=${value}; Max-Age=${maxAge}; Path=${scope.path}; HttpOnly; SameSite=Lax${scope.secure ? '; Secure' : ''}`;
}

export const setStateCookie = (reply: FastifyReply, state: string, scope: CookieScope) =>
  reply.header('set-cookie', stateCookie(state, scope));

/** Once the state is used, the cookie goes. */
export const clearStateCookie = (reply: FastifyReply, scope: CookieScope) => reply.header('set-cookie', stateCookie('', scope, 0));

/** Whether this browser holds `state`: it started this connection. */
export function holdsState(request: FastifyRequest, state: string): boolean {
  const held = (request.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  const [a, b] = [Buffer.from(held ?? ''), Buffer.from(state)];
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
