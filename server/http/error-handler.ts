/**
 * The one place where failures become answers: every error, whatever threw it, leaves as the
 * envelope and HTTP status of docs/api.md, with the message in the caller's language. Server faults
 * are logged in full and answered with no internals.
 */
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n';
import { ErrorCode, httpStatusOf } from '../../resources/errors';
import { pgErrorOf } from '../crud/unique';
import { isDatabaseUnavailable, isStorageFull } from '../db/unavailable';
import { ApiError } from '../errors';
import type { Invalid } from '../../resources/validation';
import { requestLocale } from './lang';
import { refusalOf } from './refusal';
import { markFailed } from './storage-state';
import { fieldOf } from './validation';

/**
 * What an answer says beyond its code: the body field a 1001 is about (`config.port`) and the rule
 * it breaks, or a refusal's own message (61001 naming whose accounts are short).
 */
interface FieldRefusal {
  field?: string;
  refusal?: Invalid;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  reason?: string,
  status = httpStatusOf(code),
  about?: FieldRefusal,
  data: Record<string, unknown> | null = null,
) {
  const locale = requestLocale(request);
  const msg = about?.refusal
    ? translate(locale, about.refusal.message, about.refusal.args)
    : translate(locale, `errors.${code}`, { reason: reason ?? '' });
  const body: Record<string, unknown> = { code, data, msg };
  if (reason !== undefined) body.reason = reason;
  if (about?.field) body.field = about.field;
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

interface Classified {
  code: number;
  reason?: string;
  about?: FieldRefusal;
  data?: Record<string, unknown>;
}

function classify(error: FastifyError | ApiError): Classified {
  if (error instanceof ApiError) {
    const field = error.code === ErrorCode.InvalidParam ? error.reason : undefined;
    return { code: error.code, reason: error.reason, about: { field, refusal: error.refusal }, data: error.data };
  }
  // The database's storage is full, or it went away or cannot be reached: nothing was committed.
  if (isStorageFull(error)) return { code: ErrorCode.StorageFull, reason: 'storage' };
  if (isDatabaseUnavailable(error)) return { code: ErrorCode.DatabaseUnavailable };
  // PostgreSQL's class 22 (data exception: a NUL in text, a number out of range, a bad
  // date) can only come from a value the schemas let through: the caller's input, not our fault.
  if (pgErrorOf(error)?.code?.startsWith('22')) return { code: ErrorCode.InvalidParam, reason: 'value' };
  if (error.validation && error.validation.length > 0) {
    const [first] = error.validation as unknown as ErrorObject[];
    const field = fieldOf(first);
    return {
      code: ErrorCode.InvalidParam,
      reason: field,
      about: error.validationContext === 'body' ? { field, refusal: refusalOf(first) } : undefined,
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return { code: ErrorCode.TooLarge };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: ErrorCode.InvalidParam, reason: 'body' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { code: ErrorCode.InvalidParam, reason: 'content-type' };
  }
  if (error.statusCode === 429) return { code: ErrorCode.TooManyRequests };
  if (error.statusCode === 413) return { code: ErrorCode.TooLarge };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: ErrorCode.InvalidParam, reason: 'request' };
  }
  return { code: ErrorCode.ServerError };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { code, reason, about, data } = classify(error);
    markFailed(reply);
    if (code === ErrorCode.ServerError) request.log.error({ err: error }, 'request failed');
    if (code === ErrorCode.DatabaseUnavailable) request.log.warn({ err: error }, 'database unavailable');
    if (code === ErrorCode.StorageFull) {
      request.log.error({ err: error }, "the database's storage is full");
      app.storage.markFull();
    }
    return sendError(request, reply, code, reason, undefined, about, data);
  });
}
