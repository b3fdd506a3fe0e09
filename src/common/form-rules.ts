import type { TSchema } from '@sinclair/typebox';
import { isEmpty, required, type Validator } from '../../resources/validation';
import { limitsOf, schemaRefusal } from '../../resources/schema-refusal';
import { refusalOnField, type FieldRefusals, type FormFieldOf } from './field-refusals';

/**
 * Form rules built from the shared TypeBox schemas (resources/<name>/index.ts), so the form checks
 * the limits the server enforces, with the message its refusal carries (resources/schema-refusal.ts).
 */

/** The length limit of a string field, for the input's `maxLength`. */
export const maxLengthOf = (schema: TSchema) => limitsOf(schema).maxLength;

/** The `slotProps` of a text input that stops typing at the field's length limit. */
export const lengthLimit = (schema: TSchema) => ({ htmlInput: { maxLength: maxLengthOf(schema) } });

/** Checks a non-empty value against its schema's limits; an empty one is left to `required`. */
export const schemaRule =
  (schema: TSchema): Validator =>
  (value) =>
    isEmpty(value) ? undefined : schemaRefusal(schema, value);

/** `required` marked as such, so that react-admin puts an asterisk on the label. */
export const requiredRule = (message?: string): Validator => Object.assign(required(message), { isRequired: true });

/** A required field checked against its schema. */
export const requiredField = (schema: TSchema) => [requiredRule(), schemaRule(schema)];

/** Keeps an emptied optional text as '' (react-admin would send null, which the API refuses). */
export const keepText = (value: string) => value ?? '';

/**
 * When every form checks its fields (react-hook-form's modes, which react-admin's `Form` and
 * `SimpleForm` take): as the user leaves a field, then at each change of it, not only at the first
 * Save. Forms with this use `FormSaveButton` (or keep their submit enabled while checking).
 */
export const checkedOnChange = { mode: 'onTouched', reValidateMode: 'onChange' } as const;

/**
 * A form's onSubmit that runs a call. A refusal tied to a field (`refusals`, field-refusals.ts) is
 * answered as that field's error, which react-admin's form shows under it; nothing else is answered
 * (react-admin reads anything a submit handler returns as field errors). Every failure was already
 * shown by the request layer's toast; the form keeps what was typed.
 */
export const submitTo =
  (
    run: (values: Record<string, unknown>) => Promise<unknown>,
    refusals?: (values: Record<string, unknown>) => FieldRefusals,
    formFieldOf?: FormFieldOf,
  ) =>
  async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    try {
      await run(values);
      return undefined;
    } catch (error) {
      return refusalOnField(error, refusals?.(values), formFieldOf);
    }
  };
