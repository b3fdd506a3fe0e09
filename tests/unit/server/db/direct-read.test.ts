/**
 * The list reads sent straight to the pool (server/db/direct-read.ts) must be the very text and values
 * drizzle renders: every resource's pages, for each kind of caller, sort and filter, compared.
 */
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, pgTable, text as textColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../server/auth/actor';
import { pageRows } from '../../../../server/crud/read';
import { pageIds } from '../../../../server/crud/page-ids';
import { serverResources } from '../../../../server/crud/registry';
import { allOf, filterWhere, idIn, sortOf, type Source } from '../../../../server/crud/source';
import { rendered } from '../../../../server/db/direct-read';

const dialect = new PgDialect({ casing: 'snake_case' });
const callers: Actor[] = [
  { orgType: 'op', orgPath: '1.', role: 'admin', staffId: 1 },
  { orgType: 'dealer', orgPath: '1.4.', role: 'manager', staffId: 7 },
  { orgType: 'dealer', orgPath: '1.4.9.', role: 'staff', staffId: 8 },
].map((actor) => ({ ...actor, country: 'ID', orgId: 4, level: 1 }) as unknown as Actor);

const SAMPLES: Record<string, string> = { date: '2026-01-31', 'date-time': '2026-01-31T08:00:00.000Z' };
const TEXTS = [`O'Brien "50%_\\`, 'ID,TR', '1,2', '2026-01-31'];

/** A filter's value: its schema's default; for a text, one its format or pattern takes, with quotes and wildcards when free. */
function sampleOf(schema: TSchema): unknown {
  if (typeof schema.format === 'string') return SAMPLES[schema.format];
  if (typeof schema.pattern === 'string') return TEXTS.find((text) => new RegExp(schema.pattern as string).test(text));
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0] as TSchema);
  const value: unknown = Value.Create(schema);
  return value === '' ? TEXTS[0] : value;
}

/** A value for each filter of the list. */
function filterValues(filters: Record<string, TSchema>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).map(([name, schema]) => {
      return [name, sampleOf(schema)];
    }),
  );
}

/** Each statement of every list page of `source`, for `actor`: by each sort, with and without every filter. */
function pageStatements(source: Source, visible: SQL, filters: Record<string, TSchema>): SQL[] {
  const statements: SQL[] = [];
  for (const values of [{}, filterValues(filters)]) {
    const where = allOf(visible, filterWhere(source, values), idIn(source, [3, 5]));
    for (const name of Object.keys(source.sorts)) {
      const sort = sortOf(source, name, 'asc');
      const params = { ...values, page: 2, size: 20 };
      for (const seesAll of [false, true]) statements.push(pageIds(source, where, { params, sort, seesAll }));
      statements.push(
        pageRows(source, where, [3, 5], sort),
        pageRows(source, where, [3], sort, Object.keys(source.listFields ?? {}).slice(0, 2)),
      );
    }
  }
  return statements;
}

describe('a list read sent straight to the pool', () => {
  it("is drizzle's own text and values, for every resource's pages, caller, sort and filter", async () => {
    let compared = 0;
    for (const { repo } of await serverResources()) {
      if (!repo.list) continue;
      for (const actor of callers) {
        for (const statement of pageStatements(repo.sourceFor(actor), repo.visible(actor), repo.list.filters as Record<string, TSchema>)) {
          const { sql: text, params } = dialect.sqlToQuery(statement);
          // none left to drizzle: a list page is the hot read this is for
          expect(rendered(statement), repo.name).toEqual({ text, values: params });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('quotes identifiers and lists arrays as drizzle does', () => {
    const statement = sql`select ${sql.identifier('we"ird')} from t where a in ${[1, 'x']} and b = any(${sql.param([2, 3])}) and c = ${null}`;
    expect(rendered(statement)).toEqual({ text: dialect.sqlToQuery(statement).sql, values: dialect.sqlToQuery(statement).params });
  });

  it('leaves to drizzle what it does not know: a column, an inlined value', () => {
    const table = pgTable('t', { name: textColumn() });
    expect(rendered(sql`select ${table.name} from t`)).toBeUndefined();
    expect(rendered(sql`select ${sql`${'x'}`.inlineParams()}`)).toBeUndefined();
  });
});
