import { ErrorCode } from '../../resources/errors';
import { ApiError } from './errors';

/** Every body of the API: `{code, data, msg}`, plus `reason` on errors and `field` on a field's refusal (docs/api.md). */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
  reason?: string;
  /** The body field a 1001 refuses (docs/api.md). */
  field?: string;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/**
 * Turns a response into its data or an ApiError. Code 0 with an HTTP 2xx is success; any other
 * code fails with the server's msg (or the reason of an error response); an HTTP error without an
 * envelope fails with its status, and a 401 counts as code 8 (login expired).
 */
export function readEnvelope<T>(status: number, body: unknown): T {
  const httpOk = status >= 200 && status < 300;
  if (isEnvelope(body)) {
    if (body.code === 0 && httpOk) return body.data as T;
    const message = body.msg || body.reason || `HTTP ${status}`;
    throw new ApiError(message, 'business', body.code, status, body.reason, body.field, undefined, body.data);
  }
  if (httpOk) return body as T;
  const code = status === 401 ? ErrorCode.TokenExpired : undefined;
  throw new ApiError(`HTTP ${status}`, 'http', code, status);
}
