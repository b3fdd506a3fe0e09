import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of keys as a table `wanted(k)`, to join on: `where x = any($list)` is checked against each
 * key in turn once PostgreSQL keeps a prepared statement's generic plan (from its sixth run on a
 * connection, server/db/prepared-client.ts): an import's lookups by name then ran past the statement
 * timeout (docs/decisions/0018-import.md). A join is a hash or index lookup whatever the plan.
 */
export const wantedKeys = (keys: readonly string[]): SQL => sql`unnest(${sql.param(keys)}::text[]) as wanted(k)`;
