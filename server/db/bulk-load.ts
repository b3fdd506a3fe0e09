/**
 * One transaction that loads whole tables of rows that were consistent where they came from (a
 * backup's snapshot, a PGlite folder): foreign keys are checked by neither trigger nor order while
 * the rows come in. All of it commits, or none of it.
 */
import type pg from 'pg';

export async function loadWithoutForeignKeys<T>(pool: pg.Pool, load: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const result = await load(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
