/**
 * What the list of a resource offers, shared by the server and the web client: its filters (TypeBox
 * properties), the fields it may be sorted by, and the columns it shows (also the export's columns).
 * The query and export-body schemas are built from it, so the two can never drift.
 */
import { Type, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';
import { BulkIds, Id, IdsParam, strict, TimeZoneName } from './common';
import { PAGE_SIZE_MAX } from './limits';

/** `date` is an instant (shown with its time, on some clocks); `day` a calendar date (`DateOnly`), the same everywhere. */
export type ColumnType = 'text' | 'number' | 'date' | 'day' | 'choice';

export interface Column {
  /** Field of the record; its header is `resources.<name>.fields.<source>`. */
  source: string;
  type: ColumnType;
  /**
   * Where a `choice` column's labels are in the i18n catalogs (`<labels>.<value>`), the same keys the
   * web list shows; by default the resource's own when its texts give them, else `app.<source>`
   * (statuses, roles, ...): i18n/resource-messages.ts, `choiceLabels`.
   */
  labels?: string;
  /**
   * For a `date` column, the field holding the record's country: its times are written on that
   * country's clocks, as the screen shows them (a store's, a brand's); without it, the user's.
   */
  zoneFrom?: string;
}

/** A ready-made view of a list: its filter, and the sort that suits it (else the list's current one). */
export interface ListView<S extends string = string> {
  filter: Readonly<Record<string, unknown>>;
  sort?: { field: S; order: 'ASC' | 'DESC' };
}

export interface ListDef<F extends TProperties = TProperties, S extends string = string> {
  filters: F;
  sorts: readonly [S, ...S[]];
  defaultSort: S;
  columns: readonly Column[];
  /**
   * Fields a row needs beside its columns: its actions' rules and dialogs. A list that declares them
   * answers its columns, these and the id, and its detail the whole record (listItem below).
   */
  rowFields?: readonly string[];
  /**
   * The columns the web list shows, when fewer than `columns` (the others are the export's). With
   * `rowFields`, the web list asks for these, their cells' companions and its row fields only
   * (resources/list-fields.ts).
   */
  shown?: readonly string[];
  /** Ready-made views offered beside the user's saved ones, labelled `resources.<name>.views.<key>`. */
  views?: Readonly<Record<string, ListView<S>>>;
}

/** The record of a list's rows: the fields its columns and rows need, or the whole record when it declares no `rowFields`. */
export function listItem(item: TObject, def: ListDef): TObject {
  if (!def.rowFields) return item;
  const fields = new Set(['id', ...def.columns.map((column) => column.source), ...def.rowFields]);
  return Type.Object(Object.fromEntries(Object.entries(item.properties).filter(([name]) => fields.has(name))), {
    additionalProperties: false,
  });
}

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

const literals = <S extends string>(values: readonly S[]) => Type.Union(values.map((v) => Type.Literal(v)));

function optionalFilters<F extends TProperties>(filters: F) {
  return Object.fromEntries(Object.entries(filters).map(([k, s]) => [k, Type.Optional(s as TSchema)])) as {
    [K in keyof F]: TOptional<F[K]>;
  };
}

/** `page` from 1 and `size` 1..100, with their defaults. */
const paging = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 20 }),
};

/** Query of a paged list that belongs to one record (`id`): a dealer's quota log, a store's renewals. */
export const RecordPageQuery = Type.Object({ id: Id, ...paging });

/** `fields`: names of fields of `row` joined with commas. */
function fieldsParam(row: TObject) {
  const name = `(${Object.keys(row.properties).join('|')})`;
  return Type.String({
    pattern: `^${name}(,${name})*$`,
    maxLength: 2000,
    description: "only these fields of each row (and its id), joined with commas; without it, all of the list's fields",
  });
}

/**
 * `GET /<res>/list` query: page, size (1..100), sort, order, `ids`, `fields` (of `row`, the list's
 * rows: listItem), and every filter as optional.
 */
export function listQuery<F extends TProperties, S extends string>(def: ListDef<F, S>, row: TObject) {
  return Type.Object({
    ...paging,
    sort: Type.Optional(literals(def.sorts)),
    order: Type.Optional(SortOrder),
    /** Only these records (react-admin's getMany of list rows), with the filters. */
    ids: Type.Optional(IdsParam),
    fields: Type.Optional(fieldsParam(row)),
    ...optionalFilters(def.filters),
  });
}

/** The rows of a list page that may carry only some of its fields (`fields`): every field but the id optional. */
export function PartialRow(row: TObject): TObject {
  const properties = Object.fromEntries(
    Object.entries(row.properties).map(([name, schema]) => [name, name === 'id' ? schema : Type.Optional(schema as TSchema)]),
  );
  return Type.Object(properties, { additionalProperties: row.additionalProperties });
}

/**
 * `POST /<res>/export` body: the list's filters and sort, `tz`, the zone the user's screen shows
 * times in (UTC by default), and `ids`, the selected records only; nothing else (unknown fields are refused).
 */
export function exportBody<F extends TProperties, S extends string>(def: ListDef<F, S>) {
  return Type.Object(
    {
      sort: Type.Optional(literals(def.sorts)),
      order: Type.Optional(SortOrder),
      tz: Type.Optional(TimeZoneName),
      /** Only these records ("Export selected"), with the filters. */
      ids: Type.Optional(BulkIds),
      ...optionalFilters(def.filters),
    },
    strict,
  );
}
