/**
 * A valid value for a field of a write body, derived from its TypeBox schema and different from the
 * record's current value: strings within their length and pattern, numbers in range, a choice of a
 * literal union, a date-time, a date, a boolean. Fields that need a real related id (./records.ts
 * finds one for a `ref`) or a structure with rules of its own (tests/api/update-every-field.test.ts
 * keeps those) answer undefined.
 */
import type { TSchema } from '@sinclair/typebox';

/** Texts tried, in order, against a string's pattern: the field's own name first, then common formats. */
const TEXT_SAMPLES = ['updated@example.com', '+62 811 000 111', 'https://example.com/updated', '9.8.7', 'UPDATED-01', 'UPDATED-02'];
const DATE_SAMPLES = ['2026-10-20T00:00:00.000Z', '2027-03-01T08:30:00.000Z'];
const DAY_SAMPLES = ['2026-10-20', '2028-02-29'];

const differs = (current: unknown) => (candidate: unknown) => JSON.stringify(candidate) !== JSON.stringify(current);

function sampleString(schema: TSchema, current: unknown, name: string): string | undefined {
  if (schema.format === 'date-time') return DATE_SAMPLES.find((d) => typeof current !== 'string' || Date.parse(current) !== Date.parse(d));
  if (schema.format === 'date') return DAY_SAMPLES.find(differs(current));
  const max = (schema.maxLength as number | undefined) ?? 100;
  const min = (schema.minLength as number | undefined) ?? 0;
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern as string, 'u');
  return [`${name} updated`, ...TEXT_SAMPLES]
    .map((text) => text.slice(0, max))
    .filter((text) => text.length >= min && (!pattern || pattern.test(text)))
    .find(differs(current));
}

function sampleNumber(schema: TSchema, current: unknown): number | undefined {
  const min = (schema.minimum as number | undefined) ?? 0;
  const max = (schema.maximum as number | undefined) ?? 1000;
  const middle = schema.type === 'integer' ? Math.floor((min + max) / 2) : (min + max) / 2 + 0.25;
  return [middle, middle + 1, min, max].filter((n) => n >= min && n <= max).find(differs(current));
}

/** A valid value of `schema` other than `current`; undefined when it cannot be derived. */
export function sampleValue(schema: TSchema, current: unknown, name: string): unknown {
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as TSchema[]).filter((branch) => branch.type !== 'null');
    if (branches.every((branch) => branch.const !== undefined)) return branches.map((branch) => branch.const).find(differs(current));
    return branches.length === 1 ? sampleValue(branches[0], current, name) : undefined;
  }
  switch (schema.type) {
    case 'string':
      return sampleString(schema, current, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema, current);
    case 'boolean':
      return current !== true;
    default:
      return undefined;
  }
}
