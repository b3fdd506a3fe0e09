/**
 * Request signing end to end: the app built with VITE_SIGN_SECRET against a server with the same
 * SIGN_SECRET works; a server with another secret refuses every call with 1002.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { fillLogin, login, openPage, type Session } from './app';

const SECRET = 'e2e-sign-secret';
let outDir: string;
let session: Session | undefined;
const servers: TestServer[] = [];

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-signed-build-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, VITE_SIGN_SECRET: SECRET },
    stdio: 'inherit',
  });
});

afterAll(async () => {
  await session?.browser.close();
  for (const server of servers) await server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

async function serve(secret: string) {
  const server = await startTestServer({ env: { SIGN_SECRET: secret }, webRoot: outDir });
  servers.push(server);
  return server;
}

describe('a signed build', () => {
  it('works against a server with the same secret: every call is signed', async () => {
    const server = await serve(SECRET);
    session = await openPage();
    const signed: string[] = [];
    session.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/distribution/')) signed.push(url.searchParams.get('sign') ?? '');
    });
    await session.page.goto(`${server.url}/login`);
    await login(session, server.url, 'dealer1');
    await session.page.getByTestId('dashboard').waitFor();
    expect(signed.length).toBeGreaterThan(2);
    expect(signed.every((sign) => /^[0-9A-F]{32}$/.test(sign))).toBe(true);
    await session.browser.close();
    session = undefined;
  });

  it('is refused by a server with another secret', async () => {
    const server = await serve('another-secret');
    session = await openPage();
    await session.page.goto(`${server.url}/login`);
    const answer = session.page.waitForResponse((r) => r.url().includes('/distribution/b/v1/login'));
    await fillLogin(session.page, 'dealer1', 'dealer123');
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { code: number }).code).toBe(1002);
    await expect(session.page.getByTestId('side-menu').count()).resolves.toBe(0);
  });
});
