/** Level-2 dealers under the demo's Indonesian level-1 dealer, written in one statement, for list and export loads. */
import type pg from 'pg';

export async function addBenchDealers(pool: pg.Pool, count: number): Promise<void> {
  const { rows } = await pool.query(`select id, path, country from orgs where name = 'Nusantara POS Partners'`);
  const parent = rows[0];
  await pool.query(
    `insert into orgs (name, type, level, parent_id, country, contact_name, email, quota, remaining_quota, created_at)
     select 'Bench Dealer ' || g, 'dealer', 2, $1, $2, 'Contact ' || g, 'bench' || g || '@example.com', g % 50, g % 50,
            now() - make_interval(secs => g)
       from generate_series(1, $3::int) g`,
    [parent.id, parent.country, count],
  );
  await pool.query(`update orgs set path = $1 || id || '.' where name like 'Bench Dealer %'`, [parent.path]);
  await pool.query('analyze');
}
