/**
 * A database that stops answering without going away (a frozen process, a network that drops packets)
 * is waited for no longer than the bounds of server/db/pool.ts: under 20 concurrent writers every
 * request answers in time, with only 503 / 1503 refusals, `/health` says 503 meanwhile, and the
 * server serves again once the database does. Embedded: its PostgreSQL processes stopped (SIGSTOP);
 * PostgreSQL server: a forwarder in front of it that stops passing bytes on.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPostmasterFile } from '../../server/db/embedded/postmaster-file';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase, seedPgDatabase, type TestDb } from '../support/server';
import { startServerProcess } from '../support/server-process';
import { tcpForwarder } from '../support/tcp-forwarder';

const undo = afterAllUndo();
const CONNECT_MS = 1_000;
const STATEMENT_MS = 1_500;
/** The longest a request may wait: a connection, then a statement and the client's margin past it, and room for a busy machine. */
const BOUND_MS = CONNECT_MS + STATEMENT_MS + 1_000 + 2_500;
const FROZEN_MS = 8_000;
const WRITERS = 20;

/** The cluster's processes: the postmaster and its children. */
function clusterPids(dataDir: string): number[] {
  const postmaster = readPostmasterFile(path.join(dataDir, 'postgres'))!.pid;
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}

interface Answered {
  code: number;
  status: number;
  ms: number;
}

describe.each(['embedded', 'pg'] as const)('a frozen database under 20 concurrent writes (%s)', (db: TestDb) => {
  it('answers every request within the bound, with 503 / 1503 only, and serves again after', async () => {
    const database = await freshDatabase(db);
    undo(database.cleanup);
    const env: Record<string, string> = {
      ...database.env,
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
    };
    let freeze: () => void;
    let thaw: () => void;
    if (db === 'pg') {
      await seedPgDatabase(database.env.DATABASE_URL);
      const direct = new URL(database.env.DATABASE_URL);
      const forwarder = await tcpForwarder({ host: direct.hostname, port: Number(direct.port || 5432) });
      await forwarder.open();
      undo(forwarder.cut);
      const through = new URL(direct);
      through.hostname = '127.0.0.1';
      through.port = String(forwarder.port);
      env.DATABASE_URL = through.toString();
      freeze = forwarder.freeze;
      thaw = forwarder.thaw;
    } else {
      freeze = () => clusterPids(env.DATA_DIR).forEach((pid) => process.kill(pid, 'SIGSTOP'));
      thaw = () => clusterPids(env.DATA_DIR).forEach((pid) => process.kill(pid, 'SIGCONT'));
    }
    const server = await startServerProcess({ env });
    undo(server.stop);
    undo(async () => thaw()); // never leave a stopped PostgreSQL behind
    const api = new ApiClient(server.api);
    const token = await api.login('admin', 'admin123');

    let frozen = false;
    const duringFreeze: Answered[] = [];
    let sequence = 0;
    const write = async (): Promise<Answered> => {
      const n = ++sequence;
      const started = Date.now();
      const answer = await api.post('/version/create', { name: `Freeze ${n}`, version_no: `8.0.${n}`, platform: 'android' }, { token });
      return { code: answer.code, status: answer.status, ms: Date.now() - started };
    };
    const loops = Array.from({ length: WRITERS }, async () => {
      for (const end = Date.now() + FROZEN_MS + 2 * BOUND_MS; Date.now() < end;) {
        const wasFrozen = frozen;
        const answered = await write();
        if (wasFrozen && frozen) duringFreeze.push(answered);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    freeze();
    frozen = true;
    const healthStarted = Date.now();
    const health = await fetch(`${server.api}/health`);
    const healthMs = Date.now() - healthStarted;
    await new Promise((resolve) => setTimeout(resolve, FROZEN_MS));
    frozen = false;
    thaw();
    await Promise.all(loops);

    expect(health.status).toBe(503);
    expect(healthMs).toBeLessThan(BOUND_MS);
    expect(duringFreeze.length, 'requests sent and answered while frozen').toBeGreaterThan(WRITERS);
    expect(new Set(duringFreeze.map((a) => `${a.status}/${a.code}`))).toEqual(new Set(['503/1503']));
    expect(Math.max(...duringFreeze.map((a) => a.ms)), 'the longest wait').toBeLessThan(BOUND_MS);
    // served again by itself
    await expect.poll(async () => (await write()).code, { timeout: 30_000, interval: 200 }).toBe(0);
    await expect.poll(async () => (await fetch(`${server.api}/health`)).status, { timeout: 30_000, interval: 200 }).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
