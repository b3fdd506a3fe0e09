import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of keys as a table `wanted(k)`, to join on: `where x = any($list)` is checked against each
 * key in turn once PostgreSQL keeps a prepared statement's generic plan (from its sixth run on a
 * connection, server/db/prepared-client.ts), which took more than 10 s for 5,000 names against
 * 10,000 stores. A join is a hash or index lookup whatever the plan.
 */
export const wantedKeys = (keys: readonly string[]): SQL => sql`unnest(${sql.param(keys)}::text[]) as wanted(k)`;
