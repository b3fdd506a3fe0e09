/**
 * The message of a 1001 tied to a field: what the form says of that value (resources/schema-refusal.ts),
 * read from the schema the request broke. Ajv runs `verbose` so that each error carries its schema and value.
 */
import type { ErrorObject } from 'ajv';
import { schemaRefusal } from '../../resources/schema-refusal';
import type { Invalid } from '../../resources/validation';

export function refusalOf(error: ErrorObject): Invalid | undefined {
  if (error.keyword === 'required') return { message: 'validation.required', args: {} };
  if (error.keyword === 'additionalProperties' || !error.parentSchema) return undefined;
  return schemaRefusal(error.parentSchema, error.data);
}
