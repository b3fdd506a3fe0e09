/**
 * The embedded PostgreSQL's life, owned by the server: started again when it dies (/health says 503
 * meanwhile), stopped with the server, and taken over at the next start when a killed server left
 * it running.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../../server/db/embedded/data-dir-lock';
import { readPostmasterFile } from '../../server/db/embedded/postmaster-file';
import { ApiClient } from '../support/api-client';
import { freshDatabase } from '../support/server';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const database = await freshDatabase('embedded');
const dataDir = database.env.DATA_DIR;
const postmaster = () => readPostmasterFile(path.join(dataDir, 'postgres'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  await database.cleanup();
});

const health = async () => {
  const res = await fetch(`${server!.api}/health`);
  return { status: res.status, body: await res.json() };
};

describe('the embedded database', () => {
  it('is started again on the same data when it dies; /health answers 503 until it is back', async () => {
    server = await startServerProcess({ env: { DATA_DIR: dataDir } });
    expect(await health()).toMatchObject({ status: 200, body: { code: 0, data: { status: 'ok' } } });
    const before = postmaster()!.pid;
    process.kill(before, 'SIGKILL');

    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const { status, body } = await health();
          seen.push(status);
          if (status === 503) expect(body).toMatchObject({ code: 1503, data: null, reason: 'database' });
          const now = postmaster();
          return status === 200 && now !== undefined && now.pid !== before && now.ready; // a new one, not merely the old one gone
        },
        { timeout: 60_000, interval: 20 },
      )
      .toBe(true);
    expect(seen).toContain(503);
    const api = new ApiClient(server.api);
    const token = await api.login('admin', 'admin123');
    expect((await api.get('/distributor/list', { token })).data.total).toBeGreaterThan(0);
  });

  it('stops with the server (SIGTERM), leaving nothing running', async () => {
    const pid = postmaster()!.pid;
    await server!.stop();
    expect(server!.child.exitCode).toBe(0);
    expect(isAlive(pid)).toBe(false);
    expect(postmaster()).toBeUndefined();
  });

  it('is taken over by the next start when a killed server left it running', async () => {
    server = await startServerProcess({ env: { DATA_DIR: dataDir } });
    const left = postmaster()!.pid;
    await server.stop('SIGKILL'); // the API only: its PostgreSQL, in a process group of its own, lives on
    expect(isAlive(left)).toBe(true);

    server = await startServerProcess({ env: { DATA_DIR: dataDir } });
    expect(server.output()).toMatch(/left running by a server that stopped abruptly/);
    expect(isAlive(left)).toBe(false);
    expect(postmaster()!.pid).not.toBe(left);
    const api = new ApiClient(server.api);
    expect(await api.login('admin', 'admin123')).toBeTruthy();
  });
});
