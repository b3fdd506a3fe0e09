/**
 * A fixed fragment of a source (its select list, joins, sorts) rendered to text once, when the source is
 * made: drizzle walks every node of a statement at each request, and the fixed parts were most of them
 * (docs/decisions/0017-list-throughput-against-directus.md). A fragment holding a value stays as it is.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

// the casing the database's drizzle instance uses (server/db/index.ts)
const dialect = new PgDialect({ casing: 'snake_case' });

export function settled(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return params.length === 0 ? sql.raw(text) : fragment;
}

/** Each entry of `fragments` settled. */
export function settledEach<K extends string>(fragments: Record<K, SQL>): Record<K, SQL> {
  return Object.fromEntries(Object.entries<SQL>(fragments).map(([key, fragment]) => [key, settled(fragment)])) as Record<K, SQL>;
}
