/**
 * What a value breaks of its field's schema, as the message the form shows under that field: one
 * rule source for the web form (src/common/form-rules.ts) and the server's 1001 answers
 * (server/http/refusal.ts), so both say the same thing in the user's language.
 */
import type { Invalid } from './validation';

/** The schema keyword naming a field's own message ('validation.email'), used for any breach of it. */
export const REFUSAL = 'x-refusal';

/** Schema options giving a field its own message: `Type.String({pattern, ...refusedAs('validation.email')})`. */
export const refusedAs = (message: string, args: Record<string, unknown> = {}) => ({ [REFUSAL]: { message, args } });

interface Limits {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: Limits[];
  [REFUSAL]?: Invalid;
}

/** The non-null member of a `Nullable(…)` union, else the schema itself. */
export const limitsOf = (schema: object): Limits => {
  const own = schema as Limits;
  return own.anyOf?.find((s) => s.type !== 'null') ?? own;
};

const generic = (value: unknown, limits: Limits): Invalid | undefined => {
  const { type, minLength, maxLength, pattern, minimum, maximum } = limits;
  if (type === 'integer' || type === 'number') {
    const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
    if (!Number.isFinite(number)) return { message: type === 'integer' ? 'pages.common.integer' : 'pages.common.format', args: {} };
    if (type === 'integer' && !Number.isInteger(number)) return { message: 'pages.common.integer', args: {} };
    if (minimum !== undefined && number < minimum) return { message: 'ra.validation.minValue', args: { min: minimum } };
    if (maximum !== undefined && number > maximum) return { message: 'ra.validation.maxValue', args: { max: maximum } };
    return undefined;
  }
  const text = String(value);
  if (minLength !== undefined && text.length < minLength) return { message: 'ra.validation.minLength', args: { min: minLength } };
  if (maxLength !== undefined && text.length > maxLength) return { message: 'ra.validation.maxLength', args: { max: maxLength } };
  if (pattern && !new RegExp(pattern).test(text)) return { message: 'pages.common.format', args: {} };
  return undefined;
};

/** The message for a value its schema refuses (the field's own when it names one); undefined when it holds. */
export function schemaRefusal(schema: object, value: unknown): Invalid | undefined {
  const limits = limitsOf(schema);
  const failure = generic(value, limits);
  if (!failure) return undefined;
  const blank = value === undefined || value === null || String(value).trim() === '';
  if (blank && limits.type === 'string') return { message: 'validation.required', args: {} };
  return limits[REFUSAL] ?? (schema as Limits)[REFUSAL] ?? failure;
}
