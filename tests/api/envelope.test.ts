import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../server/main';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer([]);

describe('the envelope and the HTTP status of every failure', () => {
  it('answers unknown API routes with 404 / 1004', async () => {
    const answer = await ctx.api.get('/no/such/route');
    expect([answer.status, answer.code, answer.msg, answer.data]).toEqual([404, 1004, 'Not found', null]);
  });

  it('answers bodies over 1 MB with 413 / 1013', async () => {
    const answer = await ctx.api.post('/login', { account: 'admin', password: 'x'.repeat(1_100_000) });
    expect([answer.status, answer.code]).toEqual([413, 1013]);
  });

  it('answers a server fault with 500 / 1500 and no internals', async () => {
    await ctx.server.server.database.pool.query('alter table tokens rename to tokens_gone');
    try {
      const answer = await ctx.api.get('/account_info', { token: 'abc' });
      expect([answer.status, answer.code, answer.msg]).toEqual([500, 1500, 'Server error']);
      expect(JSON.stringify(answer)).not.toMatch(/tokens_gone|relation|select|at .*\.ts/i);
    } finally {
      await ctx.server.server.database.pool.query('alter table tokens_gone rename to tokens');
    }
  });

  it('translates every message to zh-CN when asked', async () => {
    const answer = await ctx.api.get('/no/such/route', { query: { lang: 'zh-CN' } });
    expect(answer.msg).toBe('记录不存在');
    const viaHeader = await ctx.api.get('/no/such/route', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(viaHeader.msg).toBe('记录不存在');
  });

  it('puts security headers on API answers and pages', async () => {
    for (const url of [`${ctx.server.api}/country/list`, `${ctx.server.url}/login`]) {
      const res = await fetch(url);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('sends the built scripts precompressed (brotli, gzip) to a browser that accepts them, and plain otherwise', async () => {
    const page = await (await fetch(`${ctx.server.url}/login`)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(page)![1];
    const plain = fs.readFileSync(path.join(WEB_ROOT, script));
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(`${ctx.server.url}${script}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await get('br, gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.length / 2);
    const gz = await get('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);
    const identity = await get('identity');
    expect(identity.encoding).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  });

  it('forbids any cache to keep an API answer (the login answer carries the token), and only those', async () => {
    const login = await ctx.api.post('/login', { account: 'admin', password: md5('admin123') });
    expect(login.code).toBe(0);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect((await ctx.api.get('/no/such/route')).headers.get('cache-control')).toBe('no-store');
    expect((await ctx.api.get('/account_info')).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${ctx.server.url}/login`)).headers.get('cache-control')).not.toBe('no-store');
  });

  it('ignores unknown query parameters', async () => {
    const answer = await ctx.api.get('/health', { query: { platform: 'web', app: 'Distributor', whatever: 'x' } });
    expect(answer.code).toBe(0);
  });
});

describe('GET /country/list', () => {
  it('answers the four countries with time zone, currency and symbol position', async () => {
    const token = await ctx.api.login('dealer1', 'dealer123');
    const answer = await ctx.api.get('/country/list', { token });
    expect(answer.data.map((c: { code: string }) => c.code)).toEqual(['ID', 'TR', 'MY', 'PH']);
    expect(answer.data[1]).toMatchObject({
      code: 'TR',
      timezone: 'Europe/Istanbul',
      utc_offset: '+03:00',
      currency: 'TRY',
      symbol: 'TL',
      symbol_position: 'after',
    });
  });
});

describe('the web app', () => {
  it.each(
    ['/distributor/list?x=1', '/', '/assets/', '/assets', '/distributor/'].flatMap((pagePath) =>
      ['identity', 'gzip, deflate, br'].map((encoding) => [pagePath, encoding]),
    ),
  )('answers a page path (%s, accepting %s) with index.html, never cached', async (pagePath, encoding) => {
    const res = await fetch(`${ctx.server.url}${pagePath}`, { headers: { 'accept-encoding': encoding } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for good', async () => {
    const html = await (await fetch(`${ctx.server.url}/login`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const res = await fetch(ctx.server.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/assets/nope-123.js', '/.env', '/favicon.ico'])('answers a missing file (%s) with 404, not the page', async (filePath) => {
    const res = await fetch(`${ctx.server.url}${filePath}`);
    expect(res.status).toBe(404);
  });
});

describe('input the database would refuse', () => {
  it('answers a NUL character in text with 400 / 1001, not a server error', async () => {
    const login = await ctx.api.post('/login', { account: 'ad\u0000min', password: '0'.repeat(32) });
    expect([login.status, login.code]).toEqual([400, 1001]);
    const token = await ctx.api.login('dealer1', 'dealer123');
    const list = await ctx.api.get('/distributor/list', { token, query: { name: 'a\u0000' } });
    expect([list.status, list.code]).toEqual([400, 1001]);
  });

  it('answers a URL longer than the HTTP parser takes with the envelope, 413 / 1013 (found by tests/api/storm.test.ts)', async () => {
    const res = await fetch(`${ctx.server.api}/audit/list?page=1&size=${'x'.repeat(20_000)}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect([res.status, body.code, body.data, body.msg, body.reason]).toEqual([413, 1013, null, 'Request too large', 'headers']);
  });

  it('answers a URL that cannot be decoded with the envelope', async () => {
    const res = await fetch(`${ctx.server.api}/account_info%E0%A4%A`);
    const body = await res.json();
    expect([res.status, body.code, body.reason]).toEqual([400, 1001, 'url']);
    expect(JSON.stringify(body)).not.toContain('account_info');
  });
});
