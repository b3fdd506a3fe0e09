/**
 * Every `format` that a declared resource's schemas use is one the request validator checks
 * (server/http/validation.ts, FORMATS): Ajv would otherwise only warn and let any text through, as
 * it did for `format: 'date'` before `DateOnly` had its check.
 */
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { FORMATS } from '../../../server/http/validation';
import { terminal } from '../../support/declared-resource';

/** Each `format` in a schema and the schemas inside it, with where it stands. */
function formatsIn(schema: unknown, at: string): [string, string][] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = (schema as TSchema).format;
  const inner = Object.entries(schema).flatMap(([key, value]) => formatsIn(value, `${at}.${key}`));
  return [...(typeof own === 'string' ? [[at, own] as [string, string]] : []), ...inner];
}

describe('the formats of the declared schemas', () => {
  const declarations = [...RESOURCES, terminal];

  it('are each checked by the validator', () => {
    const used = declarations.flatMap((declaration) =>
      (['item', 'create', 'update', 'list'] as const).flatMap((part) =>
        formatsIn(declaration[part as keyof typeof declaration], `${declaration.name}.${part}`),
      ),
    );
    expect(used.map(([, format]) => format)).toContain('date');
    expect(used.filter(([, format]) => !(format in FORMATS))).toEqual([]);
  });

  it('take a real calendar date as a date, and nothing else', () => {
    expect(['2028-02-29', '2026-12-31'].map(FORMATS.date)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-3-1', '2026-03-01T00:00Z', ''].map(FORMATS.date)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
