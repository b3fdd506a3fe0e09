/**
 * A provider's form values and the config the API takes, both ways. The form shows money in
 * currency units and secrets empty (their mask is the placeholder); the API gets cents, and a
 * secret left empty goes back as its mask, which keeps the stored one (resources/payment/mask.ts).
 */
import {
  fromCents,
  toCents,
  typedFields,
  type ConfigValues,
  type PaymentField,
  type PaymentProvider,
  type PaymentState,
} from '../../../resources/payment';

export interface ProviderFormValues {
  enabled: boolean;
  config: ConfigValues;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The form's starting values from the provider as the API answered it. */
export function formValuesOf(provider: PaymentProvider, state: PaymentState): ProviderFormValues {
  const config: ConfigValues = {};
  for (const field of typedFields(provider)) {
    const value = state.config[field.name];
    if (field.secret) config[field.name] = '';
    else if (typeof value === 'number' && field.money?.(state.config)) config[field.name] = fromCents(value);
    else config[field.name] = value ?? '';
  }
  return { enabled: state.enabled, config };
}

/** One field's API value from what is typed, in the form's config (siblings decide money). */
export function wireValueOf(field: PaymentField, value: unknown, formConfig: ConfigValues): unknown {
  if (isBlank(value)) return '';
  if (field.money?.(formConfig)) return toCents(value);
  if (field.schema.type === 'number' || field.schema.type === 'integer') return Number(value);
  return typeof value === 'string' ? value.trim() : value;
}

/** The config to save: every typed field, an untouched secret as its stored mask. */
export function wireConfigOf(provider: PaymentProvider, formConfig: ConfigValues, state: PaymentState): Record<string, string | number> {
  const config: Record<string, string | number> = {};
  for (const field of typedFields(provider)) {
    const value = wireValueOf(field, formConfig[field.name], formConfig) as string | number;
    config[field.name] = field.secret && value === '' ? (state.config[field.name] ?? '') : value;
  }
  return config;
}
