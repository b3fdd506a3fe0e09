import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signParams } from '../../server/http/signature';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { GOOD_CODE, startOAuthServer, type OAuthServer } from '../support/oauth-server';

const SECRET = 'test-sign-secret';

const env: Record<string, string> = { SIGN_SECRET: SECRET };
let oauth: OAuthServer;
beforeAll(async () => {
  oauth = await startOAuthServer();
  Object.assign(env, oauth.env);
});
afterAll(() => oauth?.close());
const ctx = useDemoServer([], { env });

function signedUrl(path: string, params: Record<string, string>) {
  const url = new URL(ctx.server.api + path);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.searchParams.set('sign', signParams(params, SECRET));
  return url;
}

const login = (url: URL) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: md5('admin123') }),
  });

describe('request signing (SIGN_SECRET set)', () => {
  it('matches the fixed vector of docs/api.md', () => {
    expect(signParams({ b: '2', a: '1' }, 's3')).toBe('BE527E9279C7132B5DA699E9A2B72EAC');
  });

  it('accepts a correctly signed, fresh request', async () => {
    const res = await login(signedUrl('/login', { timestamp: String(Date.now()), platform: 'web', lang: 'en-US', screen: '1920x1080' }));
    expect((await res.json()).code).toBe(0);
  });

  it('refuses a missing or wrong signature with 403 / 1002', async () => {
    const unsigned = await login(new URL(`${ctx.server.api}/login?timestamp=${Date.now()}`));
    expect(unsigned.status).toBe(403);
    expect((await unsigned.json()).code).toBe(1002);
    const url = signedUrl('/login', { timestamp: String(Date.now()), lang: 'en-US' });
    url.searchParams.set('lang', 'zh-CN'); // tampered after signing
    const tampered = await login(url);
    expect([tampered.status, (await tampered.json()).code]).toEqual([403, 1002]);
  });

  it('refuses a stale timestamp with 403 / 1002', async () => {
    const res = await login(signedUrl('/login', { timestamp: String(Date.now() - 301_000) }));
    expect([res.status, (await res.json()).code]).toEqual([403, 1002]);
  });
});

describe('request signing, whatever the spelling of the URL', () => {
  it('refuses a percent-escaped path without a signature', async () => {
    const res = await login(new URL(`${ctx.server.url}/%64istribution/b/v1/login?timestamp=${Date.now()}`));
    expect([res.status, (await res.json()).code]).toEqual([403, 1002]);
  });

  it('refuses an absolute-form request line without a signature', async () => {
    const { request } = await import('node:http');
    const url = new URL(ctx.server.url);
    const body = JSON.stringify({ account: 'admin', password: md5('admin123') });
    const answer = await new Promise<{ status: number; code: number }>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: `http://x/distribution/b/v1/login`,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, code: JSON.parse(text).code }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer).toEqual({ status: 403, code: 1002 });
  });
});

describe('the 7Shifts OAuth callback under signing', () => {
  const fresh = () => ({ timestamp: String(Date.now()) });
  const signedJson = async (url: URL, init: RequestInit = {}) => (await fetch(url, init)).json();
  /** A signed login of the operator, then a signed Connect of a store: the state 7Shifts will send back. */
  async function startConnect() {
    const body = JSON.stringify({ account: 'admin', password: md5('admin123') });
    const logged = await signedJson(signedUrl('/login', fresh()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const store = (await ctx.w.sql('select id from stores order by id limit 1')).rows[0].id as number;
    const started = await signedJson(signedUrl('/store/payment/sevenshifts/connect', { ...fresh(), store_id: String(store) }), {
      headers: { authorization: `Bearer ${logged.data.token}` },
    });
    expect(started.code).toBe(0);
    const state = new URL(started.data.url).searchParams.get('state')!;
    return { store, token: logged.data.token as string, state, cookie: `oauth_state=${state}` };
  }
  /** The browser sent back by 7Shifts: only `code` and `state` (and its cookie), no signature nor timestamp. */
  const callback = (query: Record<string, string>, cookie?: string) =>
    fetch(`${ctx.server.api}/store/payment/sevenshifts/callback?${new URLSearchParams(query)}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });

  it('takes the unsigned redirect back from 7Shifts with a valid state, and connects the store', async () => {
    const { store, state, cookie } = await startConnect();
    const back = await callback({ code: GOOD_CODE, state }, cookie);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${ctx.server.url}/seller/store/edit?id=${store}&sevenshifts=connected`);
  });

  it('still refuses a wrong state there (its state is its protection)', async () => {
    const res = await callback({ code: GOOD_CODE, state: 'made-up-state' });
    expect([res.status, (await res.json()).code]).toEqual([400, 1001]);
  });

  it('still requires a signature on every other route, the Connect beside it included', async () => {
    const { store, token } = await startConnect();
    const auth = { headers: { authorization: `Bearer ${token}` } };
    for (const path of [`/store/payment/sevenshifts/connect?store_id=${store}`, `/store/payment?store_id=${store}`, '/account_info']) {
      const res = await fetch(`${ctx.server.api}${path}${path.includes('?') ? '&' : '?'}timestamp=${Date.now()}`, auth);
      expect([path, res.status, (await res.json()).code]).toEqual([path, 403, 1002]);
    }
  });
});
