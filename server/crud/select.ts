/**
 * The SQL source of a resource, derived from its declaration so that the two cannot drift: each
 * field of the record is the column of the same name on the main table, unless `computed` gives its
 * expression (a joined name, a count); date-time fields are answered as ISO 8601 UTC. Sorts and
 * filters follow the list's declaration unless the resource gives their SQL.
 */
import type { TObject, TProperties, TSchema } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import { RESOURCES } from '../../resources';
import { isOrgTreeRule, tableNameOf, type ResourceDeclaration, type Visibility } from '../../resources/define';
import { fieldOfFilter } from '../../resources/filter-field';
import { listItem, type ListDef } from '../../resources/list';
import { nameOf, targetOf } from '../../resources/reference-fields';
import { isDateOnly, isDateTime } from './dates';
import { settled, settledEach } from './settled';
import { equals, iso, startsWithIgnoringCase, type FilterSql, type Source } from './source';

/** Each field of `item` as a select-list entry: its expression, as the API answers it, aliased to its name. */
export function selectFields<T extends TObject>(
  item: T,
  alias: string,
  computed: Partial<Record<keyof T['properties'], SQL>> = {},
): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(item.properties).map(([name, schema]) => {
      const expr = (computed as Record<string, SQL | undefined>)[name] ?? sql.raw(`${alias}.${name}`);
      return [name, sql`${answered(schema, expr)} as ${sql.identifier(name)}`];
    }),
  );
}

export function selectList<T extends TObject>(item: T, alias: string, computed: Partial<Record<keyof T['properties'], SQL>> = {}): SQL {
  return sql.join(Object.values(selectFields(item, alias, computed)), sql`, `);
}

/** A field's value as the API answers it: a time as ISO 8601 UTC, a date as `YYYY-MM-DD` (whatever the driver makes of it). */
function answered(schema: TSchema, expr: SQL): SQL {
  if (isDateTime(schema)) return iso(expr);
  if (isDateOnly(schema)) return sql`to_char(${expr}, 'YYYY-MM-DD')`;
  return expr;
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
  if (isDateOnly(schema)) return sql`coalesce(${expr}, '-infinity'::date)`;
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
  const listFields = settledEach(selectFields(listItem(item, list), spec.alias, spec.computed));
  return {
    columns: settled(selectList(item, spec.alias, spec.computed)),
    listColumns: settled(sql.join(Object.values(listFields), sql`, `)),
    listFields,
    from: settled(spec.from),
    lockAlias: spec.alias,
    orgAlias: spec.orgAlias,
    narrow: spec.narrow,
    slices: spec.slices,
    id: sql.raw(`${spec.alias}.id`),
    sorts: settledEach(sorts),
    defaultSort: list.defaultSort,
    filters,
  };
}

/** A join of the generated source and the fields it answers. */
interface Join {
  from: SQL;
  computed: Record<string, SQL>;
}

/** The declaration of the resource a `ref` field names (resources/index.ts, or a test's own). */
function declarationNamed(name: string): ResourceDeclaration {
  const found = RESOURCES.find((declaration) => declaration.name === name);
  if (!found) throw new Error(`a reference names '${name}', which is no declared resource`);
  return found as ResourceDeclaration;
}

/**
 * Each `refName` field's join: the referenced table (`<table>_<field>`, by the `ref` field's id), left
 * joined so that a record whose reference is empty is still read, answering the field that names it.
 */
function referenceJoins(item: TObject, alias: string): Join[] {
  return Object.entries(item.properties).flatMap(([field, schema]) => {
    const refField = nameOf(schema);
    if (!refField) return [];
    const target = item.properties[refField] && targetOf(item.properties[refField]);
    if (!target) throw new Error(`'${field}' names the record of '${refField}', which is no ref(…) field of the record`);
    const parent = declarationNamed(target.resource);
    const joined = sql.identifier(`${alias}_${refField}`);
    return [
      {
        from: sql` left join ${sql.identifier(tableNameOf(parent))} ${joined} on ${joined}.id = ${sql.identifier(alias)}.${sql.identifier(refField)}`,
        computed: { [field]: sql`${joined}.${sql.identifier(target.name)}` },
      },
    ];
  });
}

/** The org the record belongs to (`<table>_org`, by `org_id`), which answers an `org_name` field. */
function orgJoin(item: TObject, alias: string): Join & { orgAlias: string } {
  const orgAlias = `${alias}_org`;
  const org = sql.identifier(orgAlias);
  return {
    from: sql` join orgs ${org} on ${org}.id = ${sql.identifier(alias)}.org_id`,
    computed: 'org_name' in item.properties ? { org_name: sql.raw(`${orgAlias}.name`) } : {},
    orgAlias,
  };
}

/**
 * The source of a resource that gives none: its table under its own name, joined to the org the
 * record belongs to when its visibility is an org-tree rule, and to each record a `refName` field names.
 */
export function generatedSource(declaration: { item: TObject; list: ListDef; visibility: Visibility }, table: string): Source {
  const alias = table;
  const org = isOrgTreeRule(declaration.visibility) ? orgJoin(declaration.item, alias) : undefined;
  const joins = [...(org ? [org] : []), ...referenceJoins(declaration.item, alias)];
  return sourceOf(declaration, {
    alias,
    from: sql.join([sql`${sql.identifier(table)}`, ...joins.map((join) => join.from)]),
    orgAlias: org?.orgAlias,
    computed: Object.assign({}, ...joins.map((join) => join.computed)) as Record<string, SQL>,
  });
}
