/**
 * What a first visit needs, made ready right after the start, in the background (README, "The
 * embedded database"): a freshly started server took seconds over its first requests, each
 * connection of the pool opening and loading the tables' and indexes' descriptions on its first
 * query, and each route compiling its schemas on its first answer. The warm-up opens every
 * connection of the pool, has each plan a query on every table (which reads the descriptions of the
 * table and all its indexes) and read the first page of every list as the operator sees it (the
 * pages of its default order come into memory), then compiles the routes' schemas.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db';
import * as schema from './db/schema';
import { readPage } from './crud/read';
import type { Repository } from './crud/repository';
import { compileWaiting } from './http/compile-on-first-use';
import { companyRepo } from './routes/company/repository';
import { distributorRepo } from './routes/distributor/repository';
import { smsRepo } from './routes/sms/repository';
import { staffRepo } from './routes/staff/repository';
import { storeRepo } from './routes/store/repository';

const TABLES = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));
/** The lists a first visit may open (the dashboard reads the stores). */
const LISTS: readonly Repository[] = [storeRepo, distributorRepo, companyRepo, staffRepo, smsRepo];

/** Warms `database`'s `connections` and the lists of `repositories`; failures are logged, never thrown. */
export async function warmUp(database: Database, connections: number, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const client = await database.pool.connect();
        try {
          for (const table of TABLES) await client.query(`explain select 1 from "${table}"`);
        } finally {
          client.release();
        }
      }),
    );
    for (const repo of LISTS) await readPage(database.db, repo.source, sql`true`, { page: 1, size: 20 });
    await compileWaiting();
    log.debug(`warm-up done in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    log.warn({ err: error }, 'warm-up failed (the first requests will be slower)');
  }
}
