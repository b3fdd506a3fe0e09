/**
 * Date-time fields of a write: the API takes them as ISO 8601 text (TypeBox `format: 'date-time'`),
 * drizzle's timestamp columns take Dates only, and the record answers them as text. One rule for
 * every resource: a body's date-time fields become Dates before its write, and a value is compared
 * with the record's as an instant, however it was spelt.
 */
import type { TProperties, TSchema } from '@sinclair/typebox';

/** A date-time schema, or a union holding one (`Nullable(DateTime)`). */
export const isDateTime = (schema: TSchema): boolean =>
  schema.format === 'date-time' || (Array.isArray(schema.anyOf) && schema.anyOf.some(isDateTime));

/** A date-only schema (`DateOnly`, format `date`), or a union holding one. */
export const isDateOnly = (schema: TSchema): boolean =>
  schema.format === 'date' || (Array.isArray(schema.anyOf) && schema.anyOf.some(isDateOnly));

/** `input` with each field that `body` declares as a date-time turned from text into a Date. */
export function withDates(body: { properties: TProperties }, input: Record<string, unknown>): Record<string, unknown> {
  const converted = Object.entries(input).map(([field, value]) => {
    const schema: TSchema | undefined = body.properties[field];
    return [field, typeof value === 'string' && schema && isDateTime(schema) ? new Date(value) : value];
  });
  return Object.fromEntries(converted);
}

const timeOf = (value: unknown) => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN);

/** Whether a record's value and a written one are the same: instants by their time, anything else by its JSON. */
export function sameValue(before: unknown, after: unknown): boolean {
  if (before instanceof Date || after instanceof Date) return timeOf(before) === timeOf(after);
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
}
