/**
 * What went wrong with a call: a non-zero envelope code (`business`), an HTTP error without an
 * envelope (`http`), no answer (`network`), no answer in time (`timeout`), or replaced by a newer
 * identical request (`canceled`).
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'canceled';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly code?: number,
    readonly status?: number,
    readonly reason?: string,
    /** The body field a 1001 is about (`config.port`); its message is the rule's, in the user's language. */
    readonly field?: string,
    /** The server's id of the request (`X-Request-Id`), for a user to quote about a server fault. */
    readonly requestId?: string,
    /** The envelope's data of a refusal that carries one (2012's `{challenge}`, docs/api.md). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}
