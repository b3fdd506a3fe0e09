/**
 * Whether an error means the database cannot be reached or went away (not that a query was wrong):
 * a refused or dropped connection, a server shutting down, restarting or terminating the session.
 * Such a request answers 503 (server/http/error-handler.ts); nothing it began was committed.
 */
import { pgErrorOf } from '../crud/unique';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** `pg`'s own messages for a connection that ended or never opened (they carry no code). */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Connection ended|not queryable|timeout exceeded when trying to connect|Query read timeout/i;

/**
 * SQLSTATEs of a lost database: class 08 (connection exception), 57P01-57P05 (admin or crash
 * shutdown, cannot connect now, idle-session timeout), 53300 (too many connections), 57014 (a
 * statement ended by its timeout, server/db/pool.ts).
 */
const isLostState = (code: string) => code.startsWith('08') || /^57P0[1-5]$/.test(code) || code === '53300' || code === '57014';

/** PostgreSQL's words for a full disk, whatever the SQLSTATE it comes with. */
const STORAGE_FULL_MESSAGES = /No space left on device|could not extend file/i;

/** PostgreSQL's disk_full: a file could not be extended (the storage is full); nothing was written. */
export const isStorageFull = (error: unknown): boolean => {
  const pgError = pgErrorOf(error);
  const messages = [error, pgError].map((e) => String((e as { message?: unknown } | undefined)?.message ?? ''));
  return pgError?.code === '53100' || messages.some((message) => STORAGE_FULL_MESSAGES.test(message));
};

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  const state = pgErrorOf(error)?.code;
  return state !== undefined && isLostState(state);
}
