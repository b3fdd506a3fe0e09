/**
 * Many rows into one table in one statement whose text does not grow with the rows: the rows as one
 * JSON parameter, read back by `jsonb_to_recordset` into the columns' own types. A query builder's
 * multi-row `values` binds a parameter per cell and walks every one of them in JavaScript, which
 * cost an import of 5,000 stores more than its SQL did (docs/decisions/0018-import.md, Commit).
 */
import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './index';

/** A column's name in the database: its key in snake case, as the database's `casing` writes it (./index.ts). */
const nameOf = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** A value as JSON hands it to the column: a JSON column's as it is, any other's as the driver would send it (a time as ISO text). */
const jsonValueOf = (column: PgColumn, value: unknown) =>
  value === null || column.getSQLType().startsWith('json') ? value : column.mapToDriverValue(value);

/**
 * Inserts `rows` and answers their ids in the rows' order. A column no row gives (undefined) takes
 * its default; one some rows give and others leave undefined is refused (JSON would make it null).
 */
export async function insertMany<T extends PgTable>(tx: DbOrTx, table: T, rows: readonly InferInsertModel<T>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const given = Object.entries(getTableColumns(table))
    .filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined))
    .map(([key, column]) => ({ key, column, name: nameOf(column) }));
  const records = rows.map((row) =>
    Object.fromEntries(
      given.map(({ key, column, name }) => {
        const value = (row as Record<string, unknown>)[key];
        if (value === undefined) throw new Error(`insertMany: '${key}' is given for some rows only, not all`);
        return [name, jsonValueOf(column, value)];
      }),
    ),
  );
  const names = sql.join(
    given.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const types = sql.join(
    given.map(({ name, column }) => sql`${sql.identifier(name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  // rows in ordinality order draw their ids from the table's sequence in that order: sorted, the
  // ids are the rows' order, whatever other writers draw meanwhile
  const { rows: inserted } = await tx.execute<{ id: number }>(sql`insert into ${table} (${names})
    select ${names} from rows from (jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as (${types})) with ordinality as r(${names}, ord)
    order by ord
    returning id`);
  return inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
}
