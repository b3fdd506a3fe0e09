import { loadConfig } from './server/config';
import { startServer } from './server/server';
import { ApiClient } from './tests/support/api-client';
const env: Record<string, string> = { PORT: '0', LOG_LEVEL: 'silent' };
if (process.env.PGURL) env.DATABASE_URL = process.env.PGURL;
else env.DATA_DIR = '/tmp/mb/pgl';
const server = await startServer(loadConfig(env), { seed: 'never' });
const api = new ApiClient(`${server.url}/distribution/b/v1`);
const pool = server.database.pool;
const orig = pool.query.bind(pool);
const seen: { text: string; values: unknown[] }[] = [];
pool.query = ((c: any, v?: any) => {
  const t = typeof c === 'string' ? c : c.text;
  seen.push({ text: t, values: v ?? [] });
  return orig(c, v);
}) as any;
const scen = [
  ['admin', 'admin123', 'status=active&countries=ID,MY&sort=name&order=asc&page=3&size=20'],
  ['dealer1', 'dealer123', 'status=active&sort=expire_at&order=asc&page=2&size=20'],
  ['dealer1', 'dealer123', 'name=kopi&page=2&size=20'],
];
for (const [who, pw, q] of scen) {
  const token = await api.login(who, pw);
  seen.length = 0;
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await api.get(`/store/list?${q}`, { token });
    times.push(performance.now() - t0);
  }
  const qs = seen.slice(0, seen.length / 5);
  pool.query = orig;
  const per = [];
  for (const x of qs) {
    const ts = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await orig(x.text, x.values);
      ts.push(performance.now() - t);
    }
    ts.sort((a, b) => a - b);
    per.push(`${x.text.replace(/\s+/g, ' ').slice(0, 50)}… ${ts[2].toFixed(1)}ms`);
  }
  times.sort((a, b) => a - b);
  console.log(q, 'request median', times[2].toFixed(1), 'ms');
  for (const p of per) console.log('   ', p);
  pool.query = ((c: any, v?: any) => {
    const t = typeof c === 'string' ? c : c.text;
    seen.push({ text: t, values: v ?? [] });
    return orig(c, v);
  }) as any;
}
await server.close();
