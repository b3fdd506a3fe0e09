import pg from 'pg';
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/merchant_scale' });
await client.connect();
if (process.env.NOPAR) await client.query('set max_parallel_workers_per_gather = 0');
const from = `stores s join companies c on c.id = s.company_id join orgs so on so.id = s.org_id left join versions v on v.id = s.version_id`;
const E = `coalesce(s.expire_at, '-infinity'::timestamptz)`;
const cases: Record<string, string> = {
  op_count10001: `select (select count(*)::int from (select 1 from ${from} where true and ${E} > now() and s.country = any('{ID,MY}') limit 10001) x)`,
  op_count1001: `select (select count(*)::int from (select 1 from ${from} where true and ${E} > now() and s.country = any('{ID,MY}') limit 1001) x)`,
  op_page: `select s.* from ${from} where true and ${E} > now() and s.country = any('{ID,MY}') order by s.name asc, s.id asc limit 20 offset 40`,
  d_page: `select s.* from ${from} where so.path like '1.2.%' and ${E} > now() order by ${E} asc, s.id asc limit 20 offset 20`,
  d_count10001: `select (select count(*)::int from (select 1 from ${from} where so.path like '1.2.%' and ${E} > now() limit 10001) x)`,
  d_count1001: `select (select count(*)::int from (select 1 from ${from} where so.path like '1.2.%' and ${E} > now() limit 1001) x)`,
  dk_page: `select s.* from ${from} where so.path like '1.2.%' and lower(s.name) like 'kopi%' and ${E} > now() and ${E} <= now() + interval '90 days' order by ${E} asc, s.id asc limit 20 offset 20`,
  dk_count: `select (select count(*)::int from (select 1 from ${from} where so.path like '1.2.%' and lower(s.name) like 'kopi%' and ${E} > now() and ${E} <= now() + interval '90 days' limit 1001) x)`,
  dn_page: `select s.* from ${from} where so.path like '1.2.%' and lower(s.name) like 'kopi%' order by s.created_at desc, s.id desc limit 20 offset 20`,
  dn_count: `select (select count(*)::int from (select 1 from ${from} where so.path like '1.2.%' and lower(s.name) like 'kopi%' limit 1001) x)`,
};
for (const [name, q] of Object.entries(cases)) {
  const times = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    await client.query(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(14), 'min', times[0].toFixed(1), 'median', times[3].toFixed(1));
}
await client.end();
