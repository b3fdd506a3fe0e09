/**
 * Child process of `npm run bench`: the smallest server that answers what the dealer list answers, a
 * Fastify route sending the very SQL the real server sent for that page (captured, in BENCH_SQL) to
 * PostgreSQL (DATABASE_URL, session options PG_OPTIONS) through a pool of the server's size, each as
 * a prepared statement as the server's pool sends it (server/db/prepared-client.ts), and answering
 * the rows as JSON. No authentication, validation or envelope: the yardstick of what the
 * real server's layers cost. Reports `{ port }` over IPC once listening.
 */
import Fastify from 'fastify';
import pg from 'pg';

const queries = JSON.parse(process.env.BENCH_SQL!) as { text: string; values: unknown[] }[];
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE),
  options: process.env.PG_OPTIONS,
});
const app = Fastify();
app.get('/list', async () => {
  const results = await Promise.all(queries.map((q, i) => pool.query({ name: `q${i}`, text: q.text, values: q.values })));
  return { code: 0, data: results.map((r) => r.rows) };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => pool.end()));
