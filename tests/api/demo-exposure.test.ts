/**
 * Published passwords never reach the network: demo data is written on a first start only where the
 * server listens on loopback alone (or SEED_DEMO=always), and a demo account still on its published
 * password signs in only from this machine (2011 otherwise, a forwarded request counting as remote).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { startServerProcess, type ServerProcess } from '../support/server-process';

describe('a demo account on its published password', () => {
  const ctx = useDemoServer(['dealer2'], { env: { TRUST_PROXY: '1' } });
  const login = (account: string, password: string, headers: Record<string, string> = {}) =>
    ctx.api.post('/login', { account, password: md5(password) }, { headers });

  it('signs in from this machine only; a forwarded request counts as remote', async () => {
    expect((await login('dealer1', 'dealer123')).code).toBe(0);
    const remote: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of remote) {
      const answer = await login('dealer1', 'dealer123', headers);
      expect([answer.code, answer.data]).toEqual([2011, null]);
    }
    const zh = await ctx.api.post(
      '/login',
      { account: 'admin', password: md5('admin123') },
      { headers: { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'zh-CN' } },
    );
    expect([zh.code, zh.msg]).toEqual([2011, expect.stringContaining('演示账号')]);
    // a wrong password is still only a wrong password
    expect((await login('dealer1', 'wrong', { 'x-forwarded-for': '203.0.113.9' })).code).toBe(2005);
  });

  it('signs in from anywhere once its password is its own', async () => {
    const body = { id: ctx.w.staff('dealer2'), old_password: md5('dealer123'), new_password: md5('a-real-password-9') };
    expect((await ctx.api.post('/staff/change_password', body, { token: ctx.token.dealer2 })).code).toBe(0);
    expect((await login('dealer2', 'a-real-password-9', { 'x-forwarded-for': '203.0.113.9' })).code).toBe(0);
  });
});

describe('a first start', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });
  const start = async (env: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-first-'));
    dirs.push(dir);
    const server = await startServerProcess({ env: { DATA_DIR: dir, ...env } });
    servers.push(server);
    await vi.waitFor(() => expect(server.output()).toContain('Press Ctrl+C'), { timeout: 30_000, interval: 50 });
    return server;
  };

  it('reachable from elsewhere writes no demo data and says how to make the first admin', async () => {
    const server = await start({ HOST: '0.0.0.0' });
    expect(server.output()).not.toContain('demo data written');
    expect(server.output()).not.toMatch(/admin\s+admin123/);
    expect(server.output()).toContain('npm run create-admin -- --account root --name "Root Admin"');
    const answer = await fetch(`${server.api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: md5('admin123') }),
    });
    expect((await answer.json()).code).toBe(2005);
  }, 90_000);

  it('writes the demo data there when SEED_DEMO=always says so, and on loopback by default', async () => {
    const starts: Record<string, string>[] = [{ HOST: '0.0.0.0', SEED_DEMO: 'always' }, {}];
    for (const env of starts) {
      const server = await start(env);
      expect(server.output()).toContain('demo data written');
      expect(server.output()).not.toContain('npm run create-admin');
    }
    // a later start of the same folder writes nothing more, however it is asked
    const again = servers.at(-2)!;
    await again.stop();
    const restarted = await startServerProcess({ env: { DATA_DIR: dirs.at(-2)!, HOST: '0.0.0.0', SEED_DEMO: 'always' } });
    servers.push(restarted);
    await vi.waitFor(() => expect(restarted.output()).toContain('Press Ctrl+C'), { timeout: 30_000, interval: 50 });
    expect(restarted.output()).not.toContain('demo data written');
  }, 120_000);
});
