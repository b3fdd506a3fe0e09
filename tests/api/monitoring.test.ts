/**
 * A view from outside: `GET /metrics` (Prometheus' text, this machine or a bearer token only), the
 * health endpoints for balancers, request ids on every answer and log line, and migrations applied
 * once when several processes start together on a new PostgreSQL database.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { readPostmasterFile } from '../../server/db/embedded/postmaster-file';
import { md5 } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { useDemoServer } from '../support/demo-world';
import { freshDatabase } from '../support/server';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const TOKEN = 'metrics-token-of-the-test';
const ctx = useDemoServer([], { env: { METRICS_TOKEN: TOKEN } });
const undo = afterAllUndo();
const metrics = (headers: Record<string, string> = {}) => fetch(`${ctx.server.url}/metrics`, { headers });

describe('GET /metrics', () => {
  it('shows requests, latency, the pool, the database, logins and the process to this machine', async () => {
    await ctx.api.login('dealer1', 'dealer123');
    await ctx.api.post('/login', { account: 'dealer1', password: md5('wrong') });
    const answer = await metrics();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const line of [
      /^da_http_requests_total\{route="\/distribution\/b\/v1\/login",method="POST",status="200"\} [1-9]/m,
      /^da_http_request_duration_seconds_bucket\{le="\+Inf",route="\/distribution\/b\/v1\/login",method="POST"\} [1-9]/m,
      /^da_db_pool_connections\{state="total"\} [1-9]/m,
      /^da_db_pool_connections\{state="waiting"\} 0/m,
      /^da_db_up 1$/m,
      /^da_login_failures_total [1-9]/m,
      /^# TYPE da_login_locks_total counter$/m,
      /^da_embedded_postgres_restarts_total 0$/m,
      /^da_process_resident_memory_bytes [1-9]/m,
      /^da_nodejs_eventloop_lag_seconds /m,
    ]) {
      expect(text).toMatch(line);
    }
  });

  it('is refused to anyone else, unless they bring the token', async () => {
    const strangers: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.4' },
      { 'x-forwarded-for': '203.0.113.4', authorization: 'Bearer not-it' },
    ];
    for (const headers of strangers) {
      const refused = await metrics(headers);
      expect([refused.status, (await refused.json()).code]).toEqual([403, 1003]);
    }
    const allowed = await metrics({ 'x-forwarded-for': '203.0.113.4', authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
  });
});

describe('health for balancers', () => {
  it('answers live and ready while the database answers', async () => {
    for (const [path, status] of [
      ['/health/live', 'live'],
      ['/health/ready', 'ready'],
      ['/health', 'ok'],
    ]) {
      const answer = await fetch(`${ctx.server.api}${path}`);
      expect([path, answer.status, (await answer.json()).data]).toEqual([path, 200, { status }]);
    }
  });
});

/** A query as the PostgreSQL server's administrator, about the database of `url`. */
async function asAdmin(url: string, text: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `/health/ready`'s status and code, and the `da_db_up` and restart samples of `/metrics`. */
async function readiness(server: ServerProcess) {
  const ready = await fetch(`${server.api}/health/ready`);
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return {
    ready: [ready.status, (await ready.json()).code],
    up: /^da_db_up (\d+)$/m.exec(text)?.[1],
    restarts: /^da_embedded_postgres_restarts_total (\d+)$/m.exec(text)?.[1],
  };
}

describe('when the database stops answering', () => {
  const WAIT = { timeout: 60_000, interval: 100 };

  it('on the PostgreSQL server: not ready (503 / 1503, da_db_up 0) until it answers again; live all along', async () => {
    const database = await freshDatabase('pg');
    undo(database.cleanup);
    const server = await startServerProcess({ env: database.env });
    undo(server.stop);
    const url = database.env.DATABASE_URL;
    const name = new URL(url).pathname.slice(1);
    expect(await readiness(server)).toMatchObject({ ready: [200, 0], up: '1' });
    await asAdmin(url, `alter database ${name} allow_connections false`);
    await asAdmin(url, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    await vi.waitFor(async () => expect(await readiness(server)).toMatchObject({ ready: [503, 1503], up: '0' }), WAIT);
    expect((await fetch(`${server.api}/health/live`)).status).toBe(200);
    await asAdmin(url, `alter database ${name} allow_connections true`);
    await vi.waitFor(async () => expect(await readiness(server)).toMatchObject({ ready: [200, 0], up: '1' }), WAIT);
  }, 120_000);

  it('embedded: its restart is counted, and the server is ready again after it', async () => {
    const database = await freshDatabase('embedded');
    undo(database.cleanup);
    const server = await startServerProcess({ env: database.env });
    undo(server.stop);
    expect(await readiness(server)).toEqual({ ready: [200, 0], up: '1', restarts: '0' });
    const postmaster = readPostmasterFile(path.join(database.env.DATA_DIR, 'postgres'));
    process.kill(postmaster!.pid, 'SIGKILL');
    await vi.waitFor(async () => expect(await readiness(server)).toEqual({ ready: [200, 0], up: '1', restarts: '1' }), WAIT);
  }, 120_000);
});

describe('request ids', () => {
  it('come back on every answer: a safe one given is kept, anything else replaced', async () => {
    const kept = await fetch(`${ctx.server.api}/health`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const replaced = await fetch(`${ctx.server.api}/no/such/route`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.status).toBe(404);
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
    const page = await fetch(`${ctx.server.url}/dashboard/index`);
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('are on every log line of their request', async () => {
    const database = await freshDatabase('pg');
    undo(database.cleanup);
    const server = await startServerProcess({ env: { ...database.env, LOG_LEVEL: 'info' } });
    undo(server.stop);
    await fetch(`${server.api}/health`, { headers: { 'x-request-id': 'trace-in-the-log-1' } });
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"reqId":"trace-in-the-log-1"'));
    // the request received and the answer sent
    await vi.waitFor(() => expect(lines().length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
  });
});

describe('three processes starting at once on a new PostgreSQL database', () => {
  it('migrate it exactly once', async () => {
    const database = await freshDatabase('pg');
    undo(database.cleanup);
    const servers = await Promise.all([1, 2, 3].map(() => startServerProcess({ env: { ...database.env, LOG_LEVEL: 'warn' } })));
    servers.forEach((server) => undo(server.stop));
    for (const server of servers) expect((await fetch(`${server.api}/health/ready`)).status).toBe(200);
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
      const files = fs.readdirSync(path.resolve(import.meta.dirname, '../../server/db/migrations')).filter((file) => file.endsWith('.sql'));
      expect(rows).toHaveLength(files.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await client.end();
    }
    for (const server of servers) expect(server.output()).not.toMatch(/error/i);
  }, 120_000);
});
