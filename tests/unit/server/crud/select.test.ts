import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { DateTime, Nullable } from '../../../../resources/common';
import { selectList } from '../../../../server/crud/select';
import { onAncestorChain } from '../../../../server/crud/visibility';

const dialect = new PgDialect();
const text = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query);

describe('the select list of a record schema', () => {
  it('selects every field of the record under its own name, computed ones from their expression, times as ISO', () => {
    const item = Type.Object({ id: Type.Integer(), parent_name: Type.String(), created_at: DateTime, seen_at: Nullable(DateTime) });
    const { sql: query } = text(selectList(item, 'o', { parent_name: sql`p.name` }));
    expect(query).toBe(
      'o.id as "id", p.name as "parent_name", ' +
        `to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created_at", ` +
        `to_char(o.seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "seen_at"`,
    );
  });
});

describe('visibility up the org chain', () => {
  it("matches the orgs whose path starts the actor's", () => {
    const actor = { orgPath: '1.4.9.' } as Parameters<typeof onAncestorChain>[0];
    expect(text(onAncestorChain(actor, sql`o.path`))).toMatchObject({ sql: 'starts_with($1, o.path)', params: ['1.4.9.'] });
  });
});
