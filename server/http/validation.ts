/**
 * Request validation. Bodies are checked strictly (no type coercion, unknown fields refused); query
 * strings are coerced from text, as they can only be text. Failures become 400 / 1001 with `reason`
 * naming the field.
 */
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { isTimeZone } from '../../resources/zoned-time';
import { compileOnFirstUse } from './compile-on-first-use';

const common = { allErrors: false, useDefaults: true, removeAdditional: false as const, strict: false, verbose: true };
const strictAjv = new Ajv({ ...common, coerceTypes: false });
const coercingAjv = new Ajv({ ...common, coerceTypes: 'array' });
const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/**
 * ISO 8601 with a zone, naming a date and time that exist: JavaScript moves 30 February on to
 * 2 March, and month 13 or minute 60 would reach the database as an invalid Date (a 500).
 */
function isDateTimeText(text: string): boolean {
  const parts = DATE_TIME.exec(text)
    ?.slice(1, 7)
    .map((part) => Number(part ?? 0));
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts;
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const read = [at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()];
  return read.join() === [month, day, hour, minute, second].join();
}

/** A calendar date `YYYY-MM-DD` that exists (`DateOnly`, resources/common.ts): not 30 February, not month 13. */
function isDateText(text: string): boolean {
  return /^\d{4}-\d\d-\d\d$/.test(text) && isDateTimeText(`${text}T00:00Z`);
}

/**
 * The formats the validator checks. Ajv, with `strict: false`, would only warn about any other and
 * accept every string: tests/unit/server/schema-formats.test.ts holds each declared format to this list.
 */
export const FORMATS: Readonly<Record<string, (text: string) => boolean>> = {
  'date-time': isDateTimeText,
  date: isDateText,
  'time-zone': isTimeZone,
};

for (const ajv of [strictAjv, coercingAjv]) {
  for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate });
}

/**
 * A route part's validator, compiled on its first request (./compile-on-first-use.ts). Like Ajv's own
 * function it answers true or false and leaves the failure's `errors` on itself, where Fastify reads them.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
  const compiled = compileOnFirstUse(() => ajv.compile(schema as object));
  const validate = Object.assign(
    (data: unknown) => {
      const check = compiled();
      const valid = check(data);
      validate.errors = check.errors;
      return valid;
    },
    { errors: null as ErrorObject[] | null | undefined },
  );
  return validate;
};

/** The field an Ajv error is about: `reason` of the 1001 answer. */
export function fieldOf(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child = params.missingProperty ?? params.additionalProperty;
  return [base, child].filter(Boolean).join('.') || 'body';
}
