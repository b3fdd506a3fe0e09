import { ErrorCode } from '../../resources/errors';
import { ApiError } from '../http/errors';

/** Where a server refusal shows: a field of the form (with the server's message), or a field and a message of its own. */
export type FieldRefusal = string | { field: string; message: string };

/** The server refusals that are about one field of a form: error code → where it shows. */
export type FieldRefusals = Readonly<Partial<Record<number, FieldRefusal>>>;

/** The form's name of a body field, where they differ (`option_texts.0` is the input `option_texts.0.text`). */
export type FormFieldOf = (field: string) => string;

/**
 * The form errors (field → message or i18n key) for a refusal tied to a field, which react-admin's
 * forms set on that field: a 1001 naming a body field (with the rule's message, in the user's
 * language) or a code of `refusals`; undefined for any other failure (the request layer's toast says it).
 */
export function refusalOnField(
  error: unknown,
  refusals: FieldRefusals = {},
  formFieldOf: FormFieldOf = (field) => field,
): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  if (error.code === ErrorCode.InvalidParam && error.field) return { [formFieldOf(error.field)]: error.message };
  const refusal = refusals[error.code];
  if (refusal === undefined) return undefined;
  return typeof refusal === 'string' ? { [refusal]: error.message } : { [refusal.field]: refusal.message };
}
