import { ApiError } from '../http/errors';

/** Where a server refusal shows: a field of the form (with the server's message), or a field and a message of its own. */
export type FieldRefusal = string | { field: string; message: string };

/** The server refusals that are about one field of a form: error code → where it shows. */
export type FieldRefusals = Readonly<Partial<Record<number, FieldRefusal>>>;

/**
 * The form errors (field → message or i18n key) for a refusal tied to a field, which react-admin's
 * forms set on that field; undefined for any other failure (the request layer's toast says it).
 */
export function refusalOnField(error: unknown, refusals: FieldRefusals = {}): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  const refusal = refusals[error.code];
  if (refusal === undefined) return undefined;
  return typeof refusal === 'string' ? { [refusal]: error.message } : { [refusal.field]: refusal.message };
}
