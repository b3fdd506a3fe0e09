/**
 * The yardstick of `npm run bench` and `npm run bench:directus`: the SQL the real server sends for one
 * warm request (captured from its pool), and a minimal Fastify + pg route sending that very SQL
 * (minimal-route.ts) in a child process of its own.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sessionStartupOptions } from '../../server/db';
import { startServer } from '../../server/server';
import { ApiClient } from '../support/api-client';
import { TEST_DATA_KEY } from '../support/server';
import { captureQueries, type Captured } from './capture';

export const POOL_SIZE = loadConfig({}).DB_POOL_SIZE;

/** The SQL the real server sends for one warm request of `account` to `path` on PostgreSQL database `url`. */
export async function requestSql(url: string, account: string, password: string, path: string): Promise<Captured[]> {
  const config = loadConfig({ DATABASE_URL: url, DATA_KEY: TEST_DATA_KEY, PORT: '0', LOG_LEVEL: 'silent' });
  const server = await startServer(config, { seed: 'never' });
  try {
    const api = new ApiClient(`${server.url}${API_PREFIX}`);
    const token = await api.login(account, password);
    await api.get(path, { token });
    return await captureQueries(server.database.pool, /./, () => api.get(path, { token }));
  } finally {
    await server.close();
  }
}

export async function startMinimalRoute(url: string, queries: Captured[]): Promise<{ url: string; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./minimal-route.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      BENCH_SQL: JSON.stringify(queries),
      PG_OPTIONS: sessionStartupOptions,
      POOL_SIZE: String(POOL_SIZE),
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`minimal route exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/list`,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
