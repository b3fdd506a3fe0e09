/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL as a single session, without the
 * autovacuum workers a PostgreSQL server runs beside its sessions, so nothing else would ever vacuum
 * or analyze its tables: dead rows would pile up after updates and deletes, the visibility map that
 * lets the lists' capped counts read only their indexes (migration 0007) would stay empty, and the
 * planner would keep the row counts of whenever a table was last analyzed.
 *
 * The embedded host calls `maintain` when the database has gone quiet (server/db/embedded-host.ts):
 * it picks the tables that PostgreSQL's own autovacuum would pick, with its default thresholds, from
 * the session's statistics, and vacuums or analyzes them one by one, stopping as soon as a request
 * waits.
 */
import type { PGlite } from '@electric-sql/pglite';

/**
 * The user tables due for a vacuum or an analyze, by PostgreSQL's default autovacuum thresholds:
 * dead rows over 50 + 20% of the table, rows inserted since the last vacuum over 1,000 + 20%, rows
 * changed since the last analyze over 50 + 10%. `pg_stat_force_next_flush` makes the counts of the
 * statements just run part of the statistics read by the next statement.
 */
const DUE = `
  select format('%I.%I', s.schemaname, s.relname) as "table",
         s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
           or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as "vacuum"
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
   where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
   order by s.n_dead_tup + s.n_mod_since_analyze desc`;

/** A table analyzed, and vacuumed too when `vacuum` (VACUUM (ANALYZE) does both in one pass). */
export interface Maintained {
  table: string;
  vacuum: boolean;
}

/**
 * Vacuums and analyzes the tables that are due, while `quiet()` holds; nothing while a connection's
 * transaction is open (VACUUM cannot run inside one, and the session is that connection's). Call it
 * with the database to itself (the wire endpoint's queue). Answers what it did.
 */
export async function maintain(db: PGlite, quiet: () => boolean): Promise<Maintained[]> {
  if (db.isInTransaction()) return [];
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<Maintained>(DUE);
  const done: Maintained[] = [];
  for (const row of rows) {
    if (!quiet()) break;
    await db.exec(`${row.vacuum ? 'vacuum (analyze)' : 'analyze'} ${row.table}`);
    done.push(row);
  }
  return done;
}
