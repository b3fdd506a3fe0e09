import { openDatabase } from './server/db';
const d = await openDatabase({ dataDir: '/tmp/mb/pgl', poolSize: 1 });
const time = async (label: string, q: string, v: unknown[] = []) => {
  const ts = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    await d.pool.query(q, v);
    ts.push(performance.now() - t);
  }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(30), 'min', ts[0].toFixed(2), 'med', ts[7].toFixed(2), 'ms');
};
await time('select 1', 'select 1');
await time('id by id', 'select id from stores where id = 5000');
await time('id by id param', 'select id from stores where id = $1', [5000]);
await time('* by id', 'select * from stores where id = 5000');
await time('hours by id', 'select business_hours from stores where id = 5000');
await time('20 rows *', 'select * from stores where id between 5000 and 5019');
await time('count 3000 seq', 'select count(*) from (select 1 from stores limit 3000) x');
await time(
  'count 3000 filter',
  `select count(*) from (select 1 from stores s where s.country = any('{ID,MY}') and coalesce(s.expire_at, '-infinity'::timestamptz) > now() limit 1001) x`,
);
await time(
  'count 1001 idx-only',
  `select count(*) from (select 1 from stores s where coalesce(s.expire_at, '-infinity'::timestamptz) > now() limit 1001) x`,
);
await d.close();
