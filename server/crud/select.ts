/**
 * The select list of a resource, derived from its record schema so that the two cannot drift: each
 * field of the record is the column of the same name on the main table, unless `computed` gives its
 * expression (a joined name, a count); date-time fields are answered as ISO 8601 UTC.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { iso } from './source';

const isDateTime = (schema: TSchema): boolean =>
  schema.format === 'date-time' || (Array.isArray(schema.anyOf) && schema.anyOf.some(isDateTime));

export function selectList<T extends TObject>(item: T, alias: string, computed: Partial<Record<keyof T['properties'], SQL>> = {}): SQL {
  const fields = Object.entries(item.properties).map(([name, schema]) => {
    const expr = (computed as Record<string, SQL | undefined>)[name] ?? sql.raw(`${alias}.${name}`);
    return sql`${isDateTime(schema) ? iso(expr) : expr} as ${sql.identifier(name)}`;
  });
  return sql.join(fields, sql`, `);
}
