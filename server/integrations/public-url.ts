/**
 * The address an OAuth provider sends the browser back to. PUBLIC_URL when it is set. Without it,
 * the request's own address, but only when its host is a loopback name (a developer's machine): a
 * Host header is the client's word, and a redirect built from a forged one would send the provider's
 * code, or the user, elsewhere. Any other host answers PublicUrlRequired, naming PUBLIC_URL.
 */
import { ErrorCode } from '../../resources/errors';
import { ApiError } from '../errors';
import { isLoopbackHost } from '../http/loopback';

/** What is read of the request: Fastify's request has these. */
export interface RequestAddress {
  protocol: string;
  host: string;
  /** The host without its port; an IPv6 address in brackets. */
  hostname: string;
}

/** The origin (and path prefix, from PUBLIC_URL) of the app, without a trailing slash. */
export function publicBase(publicUrl: string, request: RequestAddress): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (!isLoopbackHost(request.hostname)) throw new ApiError(ErrorCode.PublicUrlRequired);
  return `${request.protocol}://${request.host}`;
}
