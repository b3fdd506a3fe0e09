/**
 * The SQL source of a resource, derived from its declaration so that the two cannot drift: each
 * field of the record is the column of the same name on the main table, unless `computed` gives its
 * expression (a joined name, a count); date-time fields are answered as ISO 8601 UTC. Sorts and
 * filters follow the list's declaration unless the resource gives their SQL.
 */
import type { TObject, TProperties, TSchema } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { fieldOfFilter } from '../../resources/filter-field';
import { listItem, type ListDef } from '../../resources/list';
import { isDateTime } from './dates';
import { equals, iso, startsWithIgnoringCase, type FilterSql, type Source } from './source';

export function selectList<T extends TObject>(item: T, alias: string, computed: Partial<Record<keyof T['properties'], SQL>> = {}): SQL {
  const fields = Object.entries(item.properties).map(([name, schema]) => {
    const expr = (computed as Record<string, SQL | undefined>)[name] ?? sql.raw(`${alias}.${name}`);
    return sql`${isDateTime(schema) ? iso(expr) : expr} as ${sql.identifier(name)}`;
  });
  return sql.join(fields, sql`, `);
}

const isNullable = (schema: TSchema) => Array.isArray(schema.anyOf) && schema.anyOf.some((member: TSchema) => member.type === 'null');
/** Free text (no choices, no format): filtered by a case-insensitive prefix; anything else by equality. */
const isFreeText = (schema: TSchema) => schema.type === 'string' && schema.format === undefined && schema.const === undefined;

/**
 * A sort on a field: its expression, where an empty time sorts as the far past (keyset paging
 * compares sort values, which must never be null).
 */
function sortOn(item: TObject, name: string, expr: SQL): SQL {
  const schema = item.properties[name];
  if (!schema || !isNullable(schema)) return expr;
  if (isDateTime(schema)) return sql`coalesce(${expr}, '-infinity'::timestamptz)`;
  throw new Error(`the sort on '${name}', which may be null, needs an expression that never is (the source's sorts)`);
}

export interface SourceSpec<F extends TProperties, S extends string> {
  /** Alias of the main table in `from`. */
  alias: string;
  from: SQL;
  /** Alias of the joined org the record belongs to (the org-tree visibility rules). */
  orgAlias?: string;
  /** SQL of the record's fields that are not columns of the main table. */
  computed?: Record<string, SQL>;
  /** SQL of sorts that are not a field's own value. */
  sorts?: Partial<Record<S, SQL>>;
  /** SQL of filters that are not the field's prefix (free text) or its equality (anything else). */
  filters?: Partial<FilterSql<F>>;
  /** When a list's matches are better sorted than walked to in the sort's order (Source.narrow). */
  narrow?: Source['narrow'];
  /** When a list's matches lie in a few slices an index lists in a sort's order (Source.slices). */
  slices?: Source['slices'];
}

/**
 * The SQL source of a declared resource whose main table is aliased `alias`: the select list from
 * its record schema, its id, a sort per sortable field and a filter per list filter.
 */
export function sourceOf<F extends TProperties, S extends string>(
  declaration: { item: TObject; list: ListDef<F, S> },
  spec: SourceSpec<F, S>,
): Source<FilterSql<F>> {
  const { item, list } = declaration;
  const exprOf = (field: string) => spec.computed?.[field] ?? sql.raw(`${spec.alias}.${field}`);
  const sorts = Object.fromEntries(list.sorts.map((name) => [name, spec.sorts?.[name] ?? sortOn(item, name, exprOf(name))]));
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([name, schema]) => {
      const given = spec.filters?.[name as keyof F];
      if (given) return [name, given];
      const expr = exprOf(fieldOfFilter(item, name, schema));
      return [name, isFreeText(schema) ? (value: string) => startsWithIgnoringCase(expr, value) : equals(expr)];
    }),
  ) as FilterSql<F>;
  return {
    columns: selectList(item, spec.alias, spec.computed),
    listColumns: selectList(listItem(item, list), spec.alias, spec.computed),
    from: spec.from,
    lockAlias: spec.alias,
    orgAlias: spec.orgAlias,
    narrow: spec.narrow,
    slices: spec.slices,
    id: sql.raw(`${spec.alias}.id`),
    sorts,
    defaultSort: list.defaultSort,
    filters,
  };
}

/**
 * The source of a resource that gives none: its table under its own name, joined to the org the
 * record belongs to (`<table>_org`, by `org_id`) when its visibility is an org-tree rule, which also
 * answers an `org_name` field.
 */
export function generatedSource(declaration: { item: TObject; list: ListDef; visibility: string }, table: string): Source {
  const alias = table;
  if (!declaration.visibility.startsWith('org_tree')) return sourceOf(declaration, { alias, from: sql`${sql.identifier(table)}` });
  const orgAlias = `${table}_org`;
  return sourceOf(declaration, {
    alias,
    from: sql`${sql.identifier(table)} join orgs ${sql.identifier(orgAlias)} on ${sql.identifier(orgAlias)}.id = ${sql.identifier(alias)}.org_id`,
    orgAlias,
    computed: 'org_name' in declaration.item.properties ? { org_name: sql.raw(`${orgAlias}.name`) } : {},
  });
}
