/**
 * Every row of an import checked as its create form is: its cells become the create body (names
 * resolved to the records the caller sees, by the resource's import kind), the body is validated by
 * the resource's own create schema with every failure kept (one per column), each with the message
 * the form shows (resources/schema-refusal.ts), and then the resource's rules that read records
 * (a name taken, a version not offered) run on the rows whose body holds.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { TObject } from '@sinclair/typebox';
import type { Locale } from '../../i18n/locales';
import type { Invalid } from '../../resources/validation';
import type { ImportCost, ImportResource } from '../../resources/import';
import type { Actor } from '../auth/actor';
import type { DbOrTx, Tx } from '../db';
import { FORMATS, fieldOf } from '../http/validation';
import { refusalOf } from '../http/refusal';
import type { UniqueCodes } from '../crud/unique';
import type { ValuesRow } from './columns';

/** Refuses a row's cell with the message the form would show. */
export type Refuse = (column: string, refusal: Invalid) => void;

export interface CheckedRow extends ValuesRow {
  body: Record<string, unknown>;
  errors: { column: string; refusal: Invalid }[];
}

/** What one resource's import does beyond the generic: resolve names, apply its rules, cost, create. */
export interface ImportKind<Ctx> {
  resource: ImportResource;
  /** The resource's create body: the declaration the create form is validated by. */
  create: TObject;
  /** The body field a column fills, when it is not the column itself (`company_name` fills `company_id`). */
  columnOf: Record<string, string>;
  /** Before the commit's reads: the locks that make its checks hold until it ends (stores: their names'). */
  lock?(tx: Tx, dealerId: number, rows: ValuesRow[]): Promise<void>;
  /** What the rows' names resolve to, as the caller sees it (read in the commit's transaction when committing). */
  context(db: DbOrTx, actor: Actor, orgId: number | undefined, rows: ValuesRow[]): Promise<Ctx>;
  /** The create body of a row's cells; a cell naming nothing the caller sees is refused. */
  toBody(values: Record<string, string>, ctx: Ctx, refuse: Refuse): Record<string, unknown>;
  /** Rules beyond the schema, on a row whose body holds (in sheet order: an earlier row claims a name first). */
  rules(row: CheckedRow, ctx: Ctx, refuse: Refuse): void;
  /** What the rows to create cost (stores: licence accounts); none for employees. */
  cost?(ctx: Ctx, rows: CheckedRow[]): ImportCost;
  /** Unique index name -> the answer when a record created meanwhile takes a row's unique value. */
  unique: UniqueCodes;
  /** The template's example row and the choices of its drop-down columns, as the caller sees them. */
  template(db: DbOrTx, actor: Actor, locale: Locale): Promise<{ example: Record<string, string>; choices: Record<string, string[]> }>;
  /** Creates the rows in the caller's transaction, one audit entry each; answers their ids in row order. */
  commit(tx: Tx, actor: Actor, ctx: Ctx, rows: CheckedRow[]): Promise<number[]>;
}

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, coerceTypes: false, useDefaults: false });
for (const [name, validate] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate });
const compiled = new WeakMap<TObject, ValidateFunction>();

function validatorOf(schema: TObject): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** The message of a value a choice (a union of literals) refuses: the form's select offers the choices alone. */
const NOT_A_CHOICE: Invalid = { message: 'import.not_a_choice', args: {} };

/** The schema's failures of `body`, one per body field: its first, as the form words it. */
function schemaErrors(create: TObject, body: Record<string, unknown>): Map<string, Invalid> {
  const validate = validatorOf(create);
  const errors = new Map<string, Invalid>();
  if (validate(body)) return errors;
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error).split('.')[0];
    if (errors.has(field)) continue;
    const choice = error.keyword === 'const' || error.keyword === 'anyOf' || error.keyword === 'enum';
    errors.set(field, (choice ? NOT_A_CHOICE : refusalOf(error)) ?? { message: 'pages.common.format', args: {} });
  }
  return errors;
}

/** Every row checked; `rows` in sheet order. */
export function checkRows<Ctx>(kind: ImportKind<Ctx>, ctx: Ctx, rows: ValuesRow[]): CheckedRow[] {
  const columnOfField = Object.fromEntries(Object.entries(kind.columnOf).map(([column, field]) => [field, column]));
  return rows.map((source) => {
    const row: CheckedRow = { ...source, body: {}, errors: [] };
    const refuse: Refuse = (column, refusal) => {
      if (!row.errors.some((e) => e.column === column)) row.errors.push({ column, refusal });
    };
    for (const column of source.formulas) refuse(column, { message: 'import.formula', args: { text: source.values[column] } });
    row.body = kind.toBody(source.values, ctx, refuse);
    for (const [field, refusal] of schemaErrors(kind.create, row.body)) refuse(columnOfField[field] ?? field, refusal);
    if (row.errors.length === 0) kind.rules(row, ctx, refuse);
    return row;
  });
}

/** The body without its empty texts: an empty optional cell takes the create's default, as an untouched form field does. */
export function bodyOf(values: Record<string, string>, fields: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined && values[field] !== '') body[field] = values[field];
  return body;
}

/** A number cell as the form's number input sends it; text that is no number stays text, for the schema to refuse. */
export function numberOf(text: string): number | string {
  const number = Number(text);
  return text !== '' && Number.isFinite(number) ? number : text;
}
