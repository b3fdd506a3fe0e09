/**
 * The hot reads (a list's page) sent to the pool without drizzle's renderer and session: drizzle tests
 * every node of a statement against a dozen classes and builds a prepared-query object per call, which
 * cost a list request more than its own work (docs/decisions/0017-list-throughput-against-directus.md).
 * A statement holding a node only drizzle knows (a table, a column, an encoded or inlined value), or a
 * read inside a transaction, goes through drizzle as before.
 */
import { Name, noopEncoder, Param, SQL, StringChunk } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './index';
import { statementNameIn } from './prepared-client';

export interface RenderedQuery {
  text: string;
  values: unknown[];
}

/** PostgreSQL's quoted identifier, as drizzle's PgDialect writes it. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

const isValue = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint' ||
  value instanceof Date;

/** Whether drizzle writes the values of `fragment` into its text (`sql.inlineParams()`). */
const inlines = (fragment: SQL) => (fragment as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** `statement` as the text and values drizzle's PgDialect renders; undefined when it holds a node this does not know. */
export function rendered(statement: SQL): RenderedQuery | undefined {
  // Pieces joined once: a text grown by `+=` is a rope, copied flat again when the statement's name
  // is looked up by its text (server/db/prepared-client.ts).
  const pieces: string[] = [];
  const values: unknown[] = [];
  const value = (v: unknown) => {
    values.push(v);
    pieces.push(`$${values.length}`);
  };
  const walk = (chunk: unknown): boolean => {
    if (chunk instanceof StringChunk) pieces.push(...chunk.value);
    else if (chunk instanceof SQL) return !inlines(chunk) && chunk.queryChunks.every(walk);
    else if (chunk instanceof Name) pieces.push(quoted(chunk.value));
    else if (chunk instanceof Param) {
      if (chunk.encoder !== noopEncoder || !(isValue(chunk.value) || Array.isArray(chunk.value))) return false;
      value(chunk.value);
    } else if (isValue(chunk)) value(chunk);
    else if (Array.isArray(chunk)) {
      pieces.push('(');
      const known = chunk.every((element, i) => {
        if (i > 0) pieces.push(', ');
        return walk(element);
      });
      pieces.push(')');
      return known;
    } else if (chunk !== undefined) return false;
    return true;
  };
  return walk(statement) ? { text: pieces.join(''), values } : undefined;
}

/** Time types as their text, as drizzle's node-postgres session reads them (node_modules/drizzle-orm/node-postgres/session.js). */
const AS_TEXT = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(typeId) ? (text: string) => text : pg.types.getTypeParser(typeId, format),
};

/** `db.execute(statement)`, straight to the pool when `db` is not a transaction and the statement is plain. */
export async function read<T extends Record<string, unknown>>(db: DbOrTx, statement: SQL): Promise<{ rows: T[] }> {
  const pool = (db as { $client?: unknown }).$client;
  const query = pool instanceof pg.Pool ? rendered(statement) : undefined;
  if (!query) return (await db.execute<T>(statement)) as { rows: T[] };
  const { text, values } = query;
  const config = { name: statementNameIn(pool as pg.Pool, text, values), text, values, types };
  return (await (pool as pg.Pool).query(config as pg.QueryConfig)) as unknown as { rows: T[] };
}
