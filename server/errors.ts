import { ErrorCode, type ErrorCodeValue } from '../resources/errors';
import type { Invalid } from '../resources/validation';

/**
 * The one error type of the API. `code` is a catalogue code (docs/api.md); the error handler turns it
 * into the envelope, the HTTP status and the message in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly reason?: string,
    /** The message the answer carries instead of the code's own: the rule a field breaks (docs/api.md). */
    readonly refusal?: Invalid,
    /** What the answer's `data` carries instead of null (2012's challenge, docs/api.md). */
    readonly data?: Record<string, unknown>,
  ) {
    super(`API error ${code}${reason ? ` (${reason})` : ''}`);
  }
}

/** 1001 naming `field`; with the shared rule it breaks, the answer says what the form says of it. */
export const invalidParam = (field: string, refusal?: Invalid) => new ApiError(ErrorCode.InvalidParam, field, refusal);
export const notFound = () => new ApiError(ErrorCode.NotFound);
export const noPermission = () => new ApiError(ErrorCode.NoPermission);
