/** Unique-index violations (PostgreSQL 23505), possibly wrapped by Drizzle, mapped to catalogue codes. */
import type { ErrorCodeValue } from '../../resources/errors';
import type { Invalid } from '../../resources/validation';
import { ApiError } from '../errors';

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error in `error` or its causes (Drizzle wraps them), if any. */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError | undefined, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

export function violatedConstraint(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : undefined;
}

/**
 * Unique index name -> the answer to a write that violates it: a catalogue code, or 1001 naming the
 * field, with the message it says of it when it has one (a version number its platform has already).
 */
export type UniqueCodes = Record<string, ErrorCodeValue | { code: ErrorCodeValue; reason: string; refusal?: Invalid }>;

/** Runs `work`; a violation of one of `codes`' unique indexes becomes that ApiError (a race lost). */
export async function mapUniqueViolations<T>(codes: UniqueCodes, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = violatedConstraint(error);
    const answer = constraint === undefined ? undefined : codes[constraint];
    if (answer === undefined) throw error;
    throw typeof answer === 'number' ? new ApiError(answer) : new ApiError(answer.code, answer.reason, answer.refusal);
  }
}
