/**
 * What the CRUD kit reads of a resource's table in server/db/schema.ts: the table itself (found by
 * its SQL name), its columns (API field names are the columns' snake_case names), and its unique
 * indexes, whose violation answers 1001 naming the field (so that "a version number is unique per
 * platform" is the index alone).
 */
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ErrorCode } from '../../resources/errors';
import * as schema from '../db/schema';
import type { ResourceMessages } from '../../i18n/resource-messages';
import type { UniqueCodes } from './unique';

export type Table = PgTable & { id: PgColumn };

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** API field names (snake_case) to the table's property names. */
export function toColumns(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [camel(field), value]));
}

/** The table of server/db/schema.ts whose SQL name is `name`. */
export function tableNamed(name: string): Table {
  const table = Object.values(schema).find((value) => is(value, PgTable) && getTableName(value) === name);
  if (!table) throw new Error(`server/db/schema.ts has no table '${name}'`);
  return table as Table;
}

/** Whether the table has the column that answers API field `field`. */
export const hasColumn = (table: Table, field: string) => camel(field) in getTableColumns(table);

/**
 * Each unique index on plain columns -> 1001 naming its last column (the field a person would change),
 * saying the value is taken: in the resource's own words when its texts have `pages.<field>_taken`
 * ("exists already for this platform"), else the kit's.
 */
export function uniqueFieldCodes(table: Table, resource?: { name: string; messages?: ResourceMessages }): UniqueCodes {
  const codes: UniqueCodes = {};
  for (const index of getTableConfig(table).indexes) {
    const { name, unique, columns } = index.config;
    const plain = columns.every((column) => !is(column, SQL));
    const last = columns.at(-1) as { name?: string } | undefined;
    if (!unique || !name || !plain || !last?.name) continue;
    const field = snake(last.name);
    const own = resource?.messages?.['en-US'].pages?.[`${field}_taken`] !== undefined;
    const message = own ? `pages.${resource!.name}.${field}_taken` : 'validation.taken';
    codes[name] = { code: ErrorCode.InvalidParam, reason: field, refusal: { message, args: {} } };
  }
  return codes;
}
