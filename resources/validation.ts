/**
 * Validators of docs/domain.md, shared by the web app and the server. Pure functions, no
 * dependencies. Each answers undefined when the value is valid, else an i18n key with its
 * arguments ({message, args}: the shape react-admin's validate functions return).
 */
export interface Invalid {
  message: string;
  args: Record<string, unknown>;
}

export type Validator = (value: unknown, values?: Record<string, unknown>) => Invalid | undefined;

export const OPTION_TEXT_MAX = 150;
export const PORT_MAX = 65535;

const invalid = (message: string, args: Record<string, unknown> = {}): Invalid => ({ message, args });

export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Generic required-field rule with a custom message (docs/domain.md). */
export const required =
  (message = 'validation.required'): Validator =>
  (value) =>
    isEmpty(value) ? invalid(message) : undefined;

/** Letters or digits with _ . - separators, an @, a domain and a TLD of 2-6 letters. */
const EMAIL = /^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,6}$/;

export const email: Validator = (value) => (isEmpty(value) || EMAIL.test(String(value).trim()) ? undefined : invalid('validation.email'));

const DOMAIN = /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A host name; optional unless `isRequired` (docs/domain.md: 'Wrong format'). */
export const domain =
  (isRequired = false): Validator =>
  (value) => {
    if (isEmpty(value)) return isRequired ? invalid('validation.required') : undefined;
    return DOMAIN.test(String(value).trim()) ? undefined : invalid('validation.domain');
  };

/** A whole number from 0 to 65535; empty is left to `required`. */
export const port: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const text = String(value).trim();
  return /^\d{1,5}$/.test(text) && Number(text) <= PORT_MAX ? undefined : invalid('validation.port');
};

/** A number greater than 0 ('%{field} should be greater than 0'); empty: 'This item is required'. */
export const positiveNumber =
  (field: string): Validator =>
  (value) => {
    if (isEmpty(value)) return invalid('validation.required');
    const number = Number(value);
    return Number.isFinite(number) && number > 0 ? undefined : invalid('validation.positive', { field });
  };

/** Option texts stay under 150 characters. */
export const optionText: Validator = (value) =>
  isEmpty(value) || String(value).length < OPTION_TEXT_MAX ? undefined : invalid('validation.option_text', { max: OPTION_TEXT_MAX });

/**
 * A price in a money of `digits` decimals (`moneyDigitsOf`, resources/countries.ts): required, not
 * negative, with no more decimals than the money has; a money without decimals (rupiah) takes whole
 * amounts only.
 */
export const priceIn =
  (digits: number): Validator =>
  (value) => {
    if (isEmpty(value)) return invalid('validation.price_required');
    const pattern = digits > 0 ? new RegExp(`^\\d+(?:\\.\\d{1,${digits}})?$`) : /^\d+$/;
    if (pattern.test(String(value).trim())) return undefined;
    return invalid(digits === 0 && /^\d+\.\d*$/.test(String(value).trim()) ? 'validation.price_whole' : 'validation.price');
  };

/** A price with two decimals at most (payment fees). */
export const price = priceIn(2);

/** The confirmation must equal the field `passwordField` (docs/domain.md). */
export const confirmPassword =
  (passwordField: string): Validator =>
  (value, values = {}) =>
    value === values[passwordField] ? undefined : invalid('validation.password_mismatch');

/** The first failure of several validators. */
export const all =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validator of validators) {
      const failure = validator(value, values);
      if (failure) return failure;
    }
    return undefined;
  };
