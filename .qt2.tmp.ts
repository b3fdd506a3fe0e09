import { openDatabase } from './server/db';
const d = await openDatabase({ dataDir: '/tmp/mb/pgl', poolSize: 1 });
const time = async (label: string, q: string, v: unknown[] = []) => {
  const ts = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    await d.pool.query(q, v);
    ts.push(performance.now() - t);
  }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(30), ts[4].toFixed(2), 'ms');
};
await time('select 1', 'select 1');
await time('store by id', 'select * from stores where id = 5000');
const from = `stores s join companies c on c.id = s.company_id join orgs so on so.id = s.org_id left join versions v on v.id = s.version_id`;
const E = `coalesce(s.expire_at, '-infinity'::timestamptz)`;
await time(
  'op page ids',
  `select s.id from ${from} where ${E} > now() and s.country = any('{ID,MY}') order by s.name asc, s.id asc limit 20 offset 40`,
);
await time(
  'op page *',
  `select s.* from ${from} where ${E} > now() and s.country = any('{ID,MY}') order by s.name asc, s.id asc limit 20 offset 40`,
);
await time(
  'op count1001',
  `select (select count(*)::int from (select 1 from ${from} where ${E} > now() and s.country = any('{ID,MY}') limit 1001) x)`,
);
const r = await d.pool.query(
  `explain analyze select s.id from ${from} where ${E} > now() and s.country = any('{ID,MY}') order by s.name asc, s.id asc limit 20 offset 40`,
);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
const r2 = await d.pool.query(
  `explain analyze select (select count(*)::int from (select 1 from ${from} where ${E} > now() and s.country = any('{ID,MY}') limit 1001) x)`,
);
console.log(r2.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await d.close();
