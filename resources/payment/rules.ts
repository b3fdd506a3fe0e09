/**
 * A provider config's rules beyond the value types, shared by both sides: required fields, secret
 * lengths and each field's own check (domain, port, fee). The server runs them on the config a save
 * would store (its secrets resolved); the web form runs the field rule on what the user typed.
 */
import { isEmpty, type Invalid } from '../validation';
import type { ConfigValues, PaymentField } from './fields';
import { looksMasked, SECRET_MIN_LENGTH } from './mask';
import { typedFields, type PaymentProvider } from './providers';

/** The first failure of one field's API value, in the config it sits in. */
export function fieldFailure(field: PaymentField, value: unknown, config: ConfigValues): Invalid | undefined {
  if (isEmpty(value)) return field.required ? { message: 'validation.required', args: {} } : undefined;
  if (field.secret && !looksMasked(value) && String(value).length < SECRET_MIN_LENGTH) {
    return { message: 'payment.validation.secret_short', args: { min: SECRET_MIN_LENGTH } };
  }
  return field.check?.(value, config);
}

/** The first typed field of `config` that fails, with its failure. */
export function configFailure(provider: PaymentProvider, config: ConfigValues): { field: string; failure: Invalid } | undefined {
  for (const field of typedFields(provider)) {
    const failure = fieldFailure(field, config[field.name], config);
    if (failure) return { field: field.name, failure };
  }
  return undefined;
}
