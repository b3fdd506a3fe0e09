import { ErrorCode, type ErrorCodeValue } from '../resources/errors';

/**
 * The one error type of the API. `code` is a catalogue code (docs/api.md); the error handler turns it
 * into the envelope, the HTTP status and the message in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly reason?: string,
  ) {
    super(`API error ${code}${reason ? ` (${reason})` : ''}`);
  }
}

export const invalidParam = (field: string) => new ApiError(ErrorCode.InvalidParam, field);
export const notFound = () => new ApiError(ErrorCode.NotFound);
export const noPermission = () => new ApiError(ErrorCode.NoPermission);
