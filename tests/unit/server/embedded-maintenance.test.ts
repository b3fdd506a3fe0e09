import { PGlite } from '@electric-sql/pglite';
import { beforeEach, describe, expect, it } from 'vitest';
import { maintain } from '../../../server/db/embedded-maintenance';
import { useEmbeddedDatabase } from './support/embedded-database';

const stats = async (query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>, table: string) =>
  (
    await query(
      `select s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed, c.relallvisible > 0 as all_visible_pages
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = $1`,
      [table],
    )
  ).rows[0];

describe('maintain (the embedded autovacuum)', () => {
  let db: PGlite;
  const always = () => true;

  beforeEach(async () => {
    db = await PGlite.create();
    await db.exec(`
      create table busy (id int primary key, v int);
      insert into busy select g, g from generate_series(1, 5000) g;
      update busy set v = v + 1 where id <= 2000;
      delete from busy where id > 4500;
      create table calm (id int primary key);
      insert into calm values (1), (2), (3);`);
    return () => db.close();
  }, 60_000);

  it('vacuums and analyzes a table past autovacuum thresholds, and leaves a quiet one alone', async () => {
    expect(await maintain(db, always)).toEqual([{ table: 'public.busy', vacuum: true }]);
    expect(await stats((t, v) => db.query(t, v), 'busy')).toEqual({ vacuumed: true, analyzed: true, all_visible_pages: true });
    expect(await stats((t, v) => db.query(t, v), 'calm')).toEqual({ vacuumed: false, analyzed: false, all_visible_pages: false });
    expect(await maintain(db, always)).toEqual([]);
  });

  it('only analyzes a table whose rows changed without leaving enough dead ones', async () => {
    await maintain(db, always);
    await db.exec('update busy set v = v + 1 where id <= 600'); // 600 changed of 4,500: over 50 + 10%, under 50 + 20% dead
    expect(await maintain(db, always)).toEqual([{ table: 'public.busy', vacuum: false }]);
  });

  it('does nothing inside an open transaction, where VACUUM cannot run', async () => {
    await db.exec('begin');
    expect(await maintain(db, always)).toEqual([]);
    await db.exec('rollback');
    expect(await maintain(db, always)).toHaveLength(1);
  });

  it('stops as soon as the database is no longer quiet', async () => {
    expect(await maintain(db, () => false)).toEqual([]);
    expect(await stats((t, v) => db.query(t, v), 'busy')).toMatchObject({ vacuumed: false });
  });
});

describe('the embedded database host', () => {
  const embedded = useEmbeddedDatabase();

  it('vacuums and analyzes a table written to, once it has had no query for a second', async () => {
    const database = embedded();
    await database.pool.query(`insert into login_attempts (key) select 'maintenance-' || g from generate_series(1, 3000) g`);
    await database.pool.query(`delete from login_attempts where key like 'maintenance-%'`);
    const read = (text: string, values: unknown[]) => database.pool.query(text, values);
    // each look is a query: the host needs a quiet second between two of them
    await expect
      .poll(() => stats(read, 'login_attempts'), { timeout: 12_000, interval: 2_500 })
      .toMatchObject({ vacuumed: true, analyzed: true });
  }, 20_000);
});
