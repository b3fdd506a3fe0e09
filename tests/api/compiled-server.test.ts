/**
 * The production runtime: the server compiled to plain JavaScript (scripts/build-server.ts) starts
 * with `node` alone, no TypeScript loader, starts the embedded PostgreSQL, applies the migrations it
 * carries, and serves the API, every resource's routes included (found by folder when it was built).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { md5 } from '../support/api-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';

// inside the repository, so that the output finds node_modules as dist-server/ does
const tmpRoot = path.resolve(import.meta.dirname, '../../.tmp');
fs.mkdirSync(tmpRoot, { recursive: true });
const temp = fs.mkdtempSync(path.join(tmpRoot, 'compiled-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(temp, { recursive: true, force: true });
  fs.rmSync(path.join(os.tmpdir(), path.basename(temp)), { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('runs with plain node on a new data folder and answers the API', async () => {
    const outdir = await buildServer(path.join(temp, 'dist-server'));
    const entry = path.join(outdir, 'main.js');
    expect(fs.readFileSync(entry, 'utf8')).not.toMatch(/from ["']tsx/);
    server = await startServerProcess({ entry, env: { DATA_DIR: path.join(os.tmpdir(), path.basename(temp)) } });
    const { api } = server;
    expect(await (await fetch(`${api}/health`)).json()).toMatchObject({ code: 0, data: { status: 'ok' } });
    const login = await (
      await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: md5('admin123') }),
      })
    ).json();
    expect(login.code).toBe(0);
    const headers = { authorization: `Bearer ${login.data.token}` };
    for (const resource of ['version', 'store', 'distributor']) {
      const answer = await (await fetch(`${api}/${resource}/list`, { headers })).json();
      expect([resource, answer.code, answer.data.list.length > 0]).toEqual([resource, 0, true]);
    }
  }, 120_000);
});
