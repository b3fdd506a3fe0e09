/**
 * The select list of a resource, derived from its record schema so that the two cannot drift: each
 * field of the record is the column of the same name on the main table, unless `computed` gives its
 * expression (a joined name, a count); date-time fields are answered as ISO 8601 UTC.
 */
import type { TObject, TProperties } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { listItem, type ListDef } from '../../resources/list';
import { isDateTime } from './dates';
import { columnSorts, iso, type FilterSql, type Source } from './source';

export function selectList<T extends TObject>(item: T, alias: string, computed: Partial<Record<keyof T['properties'], SQL>> = {}): SQL {
  const fields = Object.entries(item.properties).map(([name, schema]) => {
    const expr = (computed as Record<string, SQL | undefined>)[name] ?? sql.raw(`${alias}.${name}`);
    return sql`${isDateTime(schema) ? iso(expr) : expr} as ${sql.identifier(name)}`;
  });
  return sql.join(fields, sql`, `);
}

/**
 * The SQL source of a declared resource whose main table is aliased `alias`: the select list from
 * its record schema, its id, sorts on the table's columns (or `sorts` expressions) in the list's
 * whitelist, and the list's filters.
 */
export function sourceOf<F extends TProperties, S extends string>(
  declaration: { item: TObject; list: ListDef<F, S> },
  spec: {
    alias: string;
    from: SQL;
    computed?: Record<string, SQL>;
    sorts?: Partial<Record<S, SQL>>;
    filters: FilterSql<F>;
  },
): Source<FilterSql<F>> {
  const { list } = declaration;
  return {
    columns: selectList(declaration.item, spec.alias, spec.computed),
    listColumns: selectList(listItem(declaration.item, list), spec.alias, spec.computed),
    from: spec.from,
    lockAlias: spec.alias,
    id: sql.raw(`${spec.alias}.id`),
    sorts: { ...columnSorts(list.sorts, spec.alias), ...(spec.sorts as Record<string, SQL>) },
    defaultSort: list.defaultSort,
    filters: spec.filters,
  };
}
