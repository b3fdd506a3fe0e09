/**
 * Store payment integrations: every provider listed, secrets sealed at rest and answered masked,
 * kept across a save, audited without their values, enable/disable, each field's validation
 * (1001 naming it), permission and visibility, the DATA_KEY checks, and the 7Shifts OAuth
 * connection against a provider started on 127.0.0.1 (a wrong, replayed, expired or orphaned state
 * is refused).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDERS, typedFields, type ProviderKey } from '../../resources/payment';
import { checkDataKey, secretBox } from '../../server/domain/secrets';
import { useDemoServer } from '../support/demo-world';
import { brandId, newStore, storeId } from '../support/merchant';
import { GOOD_CODE, OAUTH_CLIENT, startOAuthServer, TOKENS, type OAuthServer } from '../support/oauth-server';

const env: Record<string, string> = {};
let oauth: OAuthServer;
beforeAll(async () => {
  oauth = await startOAuthServer();
  Object.assign(env, oauth.env);
});
afterAll(() => oauth?.close());
const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2'], { env });

/** The key this server seals with (server/data-key.ts). */
const dataKey = () => ctx.server.server.app.config.DATA_KEY;
const box = () => secretBox(dataKey());

/** A valid config of every provider (the 7Shifts tokens come from its connection). */
const VALID: Record<ProviderKey, Record<string, string | number>> = {
  razer: { merchant_id: 'MOLPAY-001', verify_key: 'verify-key-1234', secret_key: 'razer-secret-5678' },
  ghl: { service_id: 'SIT', terminal_id: 'T001', merchant_password: 'ghl-pass-9012' },
  ezetap: { org_code: 'RESTO01', username: 'ops@resto', app_key: 'eze-app-key-3456' },
  stripe: {
    account_id: 'acct_1Nabc',
    connect_method: 'destination',
    fee_type: 'percent',
    fee_value: 2.5,
    secret_key: 'sk_test_51Habcdef7890',
  },
  pax: { merchant_id: 'PAX-M-1', terminal_id: 'PAX-T-9', api_key: 'pax-api-key-2468' },
  revenuemonster: {
    merchant_store_id: '1234567890',
    client_id: 'rm-client',
    client_secret: 'rm-client-secret-1357',
    private_key: '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA\n-----END PRIVATE KEY-----',
  },
  cardconnect: { merchant_id: '496160873888', site: 'fts-uat', username: 'testing', api_password: 'testing123' },
  host: { domain: 'pay.example.com', port: 8443, api_key: 'host-api-key-1111' },
  sevenshifts: { company_id: '12345' },
};

const get = (token: string, store: number) => ctx.api.get('/store/payment', { token, query: { store_id: store } });
const save = (token: string, body: Record<string, unknown>) => ctx.api.post('/store/payment/save', body, { token });
interface ProviderAnswer {
  provider: string;
  enabled: boolean;
  config: Record<string, unknown>;
  connected_at: string | null;
}
const providerIn = (answer: { data: { providers: ProviderAnswer[] } }, key: string) =>
  answer.data.providers.find((p) => p.provider === key)!;
const freshStore = async () =>
  (await ctx.api.post('/store/create', newStore(await brandId(ctx.w, 'Kopi Kenangan Kita')), { token: ctx.token.dealer1 })).data
    .id as number;
const rowOf = async (store: number, provider: string) =>
  (await ctx.w.sql('select enabled, config, secrets from payment_configs where store_id = $1 and provider = $2', [store, provider]))
    .rows[0];
const openedSecrets = async (store: number, provider: string) =>
  JSON.parse(box().open((await rowOf(store, provider)).secrets, `payment_configs:${store}:${provider}`));
const paymentAudits = async (store: number) =>
  (
    await ctx.w.sql(`select changes from audit_log where resource = 'store' and action = 'payment' and record_id = $1 order by id`, [store])
  ).rows.map((r) => r.changes);

describe('GET /store/payment', () => {
  it('lists every provider, unconfigured ones disabled with empty fields, and which can be connected', async () => {
    const answer = await get(ctx.token.dealer1, await freshStore());
    expect(answer.code).toBe(0);
    expect(answer.data.providers.map((p: { provider: string }) => p.provider)).toEqual([
      'razer',
      'ghl',
      'ezetap',
      'stripe',
      'pax',
      'revenuemonster',
      'cardconnect',
      'host',
      'sevenshifts',
    ]);
    expect(providerIn(answer, 'stripe')).toEqual({
      provider: 'stripe',
      enabled: false,
      config: { account_id: '', connect_method: '', fee_type: '', fee_value: '', secret_key: '' },
      connected_at: null,
      updated_at: null,
    });
    expect(answer.data.connectable).toEqual(['sevenshifts']);
  });
});

describe('POST /store/payment/save', () => {
  it('stores secrets sealed (AES-GCM) and answers them masked to their last 4 characters', async () => {
    const store = await freshStore();
    const saved = await save(ctx.token.dealer1, { store_id: store, provider: 'stripe', enabled: true, config: VALID.stripe });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({
      provider: 'stripe',
      enabled: true,
      config: { account_id: 'acct_1Nabc', connect_method: 'destination', fee_type: 'percent', fee_value: 2.5, secret_key: '****7890' },
    });
    expect(providerIn(await get(ctx.token.manager1, store), 'stripe').config.secret_key).toBe('****7890');
    const row = await rowOf(store, 'stripe');
    expect(row.config).toEqual({ account_id: 'acct_1Nabc', connect_method: 'destination', fee_type: 'percent', fee_value: 2.5 });
    expect(row.secrets).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(row.secrets).not.toContain('sk_test');
    expect(await openedSecrets(store, 'stripe')).toEqual({ secret_key: 'sk_test_51Habcdef7890' });
  });

  it('keeps a secret sent back masked or left out, replaces it when a new one is sent, and audits without secrets', async () => {
    const store = await freshStore();
    await save(ctx.token.dealer1, { store_id: store, provider: 'stripe', enabled: true, config: VALID.stripe });
    const masked = { ...VALID.stripe, account_id: 'acct_2Xyz', secret_key: '****7890' };
    expect((await save(ctx.token.dealer1, { store_id: store, provider: 'stripe', enabled: true, config: masked })).code).toBe(0);
    expect(await openedSecrets(store, 'stripe')).toEqual({ secret_key: 'sk_test_51Habcdef7890' });
    const { secret_key: _, ...withoutSecret } = { ...masked, fee_type: 'value', fee_value: 150 };
    expect((await save(ctx.token.dealer1, { store_id: store, provider: 'stripe', enabled: true, config: withoutSecret })).code).toBe(0);
    expect(await openedSecrets(store, 'stripe')).toEqual({ secret_key: 'sk_test_51Habcdef7890' });
    const replaced = await save(ctx.token.dealer1, {
      store_id: store,
      provider: 'stripe',
      enabled: true,
      config: { ...withoutSecret, secret_key: 'sk_live_new_key_4321' },
    });
    expect(replaced.data.config.secret_key).toBe('****4321');
    expect(await openedSecrets(store, 'stripe')).toEqual({ secret_key: 'sk_live_new_key_4321' });

    const audits = await paymentAudits(store);
    expect(audits).toEqual([
      {
        'stripe.enabled': { before: null, after: true },
        'stripe.account_id': { before: null, after: 'acct_1Nabc' },
        'stripe.connect_method': { before: null, after: 'destination' },
        'stripe.fee_type': { before: null, after: 'percent' },
        'stripe.fee_value': { before: null, after: 2.5 },
        'stripe.replaced_credentials': { before: null, after: ['secret_key'] },
      },
      { 'stripe.account_id': { before: 'acct_1Nabc', after: 'acct_2Xyz' } },
      { 'stripe.fee_type': { before: 'percent', after: 'value' }, 'stripe.fee_value': { before: 2.5, after: 150 } },
      { 'stripe.replaced_credentials': { before: null, after: ['secret_key'] } },
    ]);
    const trail = JSON.stringify(audits);
    for (const secret of ['sk_test_51Habcdef7890', 'sk_live_new_key_4321', '7890', '4321']) expect(trail).not.toContain(secret);
  });

  it('writes nothing and audits nothing when a save changes nothing', async () => {
    const store = await freshStore();
    await save(ctx.token.dealer1, { store_id: store, provider: 'host', enabled: true, config: VALID.host });
    const again = await save(ctx.token.dealer1, {
      store_id: store,
      provider: 'host',
      enabled: true,
      config: { ...VALID.host, api_key: '****1111' },
    });
    expect(again.code).toBe(0);
    expect(await paymentAudits(store)).toHaveLength(1);
  });

  it('enables and disables each provider on its own', async () => {
    const store = await freshStore();
    for (const key of ['razer', 'pax', 'host'] as const) {
      expect((await save(ctx.token.dealer1, { store_id: store, provider: key, enabled: true, config: VALID[key] })).code).toBe(0);
    }
    const off = await save(ctx.token.manager1, {
      store_id: store,
      provider: 'pax',
      enabled: false,
      config: { ...VALID.pax, api_key: '****2468' },
    });
    expect(off.data.enabled).toBe(false);
    const answer = await get(ctx.token.dealer1, store);
    expect(['razer', 'pax', 'host', 'stripe'].map((key) => providerIn(answer, key).enabled)).toEqual([true, false, true, false]);
    expect(await openedSecrets(store, 'pax')).toEqual({ api_key: 'pax-api-key-2468' });
  });

  it('accepts a valid config of every provider and clears an optional secret sent empty', async () => {
    const store = await freshStore();
    for (const provider of PAYMENT_PROVIDERS) {
      const enabled = provider.key !== 'sevenshifts'; // 7Shifts is enabled by its connection
      const answer = await save(ctx.token.dealer1, { store_id: store, provider: provider.key, enabled, config: VALID[provider.key] });
      expect([provider.key, answer.code]).toEqual([provider.key, 0]);
    }
    await save(ctx.token.dealer1, { store_id: store, provider: 'host', enabled: true, config: { ...VALID.host, api_key: '' } });
    expect((await rowOf(store, 'host')).secrets).toBe('');
  });

  describe('validates every field of every provider (400 / 1001 naming it)', () => {
    /** For each typed field: a value of the wrong type, one over its length, and leaving a required one out. */
    const cases: [ProviderKey, Record<string, unknown>, string][] = [];
    for (const provider of PAYMENT_PROVIDERS) {
      for (const field of typedFields(provider)) {
        const reason = `config.${field.name}`;
        const wrongType = typeof VALID[provider.key][field.name] === 'number' || field.name === 'port' ? 'text' : 12345;
        cases.push([provider.key, { [field.name]: wrongType }, reason]);
        const max = (field.schema as { maxLength?: number }).maxLength;
        if (max) cases.push([provider.key, { [field.name]: 'x'.repeat(max + 1) }, reason]);
        if (field.required) cases.push([provider.key, { [field.name]: undefined }, reason]);
        if (field.required) cases.push([provider.key, { [field.name]: '' }, reason]);
      }
    }
    cases.push(
      ['host', { domain: 'not a domain' }, 'config.domain'],
      ['host', { domain: 'pay..example.com' }, 'config.domain'],
      ['host', { domain: 'pay.example.c' }, 'config.domain'],
      ['host', { port: 65536 }, 'config.port'],
      ['host', { port: -1 }, 'config.port'],
      ['host', { port: 80.5 }, 'config.port'],
      ['stripe', { account_id: 'acc_1' }, 'config.account_id'],
      ['stripe', { connect_method: 'both' }, 'config.connect_method'],
      ['stripe', { fee_type: 'fixed' }, 'config.fee_type'],
      ['stripe', { fee_type: 'percent', fee_value: 100.01 }, 'config.fee_value'],
      ['stripe', { fee_type: 'percent', fee_value: 2.555 }, 'config.fee_value'],
      ['stripe', { fee_type: 'value', fee_value: 12.5 }, 'config.fee_value'],
      ['stripe', { fee_value: -1 }, 'config.fee_value'],
      ['stripe', { secret_key: 'short' }, 'config.secret_key'],
      ['stripe', { secret_key: '****9999' }, 'config.secret_key'],
      ['stripe', { webhook: 'x' }, 'config.webhook'],
      ['cardconnect', { merchant_id: 'abc' }, 'config.merchant_id'],
      ['cardconnect', { site: 'Bad Site' }, 'config.site'],
      ['sevenshifts', { company_id: 'abc' }, 'config.company_id'],
      ['sevenshifts', { access_token: 'typed-token-123' }, 'config.access_token'],
    );

    it.each(cases)('%s %j → %s', async (provider, change, reason) => {
      const store = await storeId(ctx.w, 'Kopi Kita Sudirman');
      const config = { ...VALID[provider], ...change };
      for (const [key, value] of Object.entries(change)) if (value === undefined) delete config[key];
      const answer = await save(ctx.token.dealer1, { store_id: store, provider, enabled: false, config });
      expect([answer.status, answer.code, answer.reason]).toEqual([400, 1001, reason]);
    });

    it("says a negative fee breaks its type's rule, in the caller's language", async () => {
      const store = await storeId(ctx.w, 'Kopi Kita Sudirman');
      const refused = (fee_type: string, lang: string) =>
        ctx.api.post(
          '/store/payment/save',
          { store_id: store, provider: 'stripe', enabled: false, config: { ...VALID.stripe, fee_type, fee_value: -5 } },
          { token: ctx.token.dealer1, query: { lang } },
        );
      expect((await refused('percent', 'en-US')).msg).toBe('Enter a percent from 0 to 100 with at most 2 decimals');
      expect((await refused('percent', 'zh-CN')).msg).toBe('请输入 0 到 100 之间的百分比，最多 2 位小数');
      expect((await refused('value', 'en-US')).msg).toBe('Enter an amount from 0 to 1,000,000 with at most 2 decimals');
      expect((await refused('value', 'zh-CN')).msg).toBe('请输入 0 到 1,000,000 之间的金额，最多 2 位小数');
    });

    it('checks the body itself, and refuses to enable 7Shifts before it is connected', async () => {
      const store = await storeId(ctx.w, 'Kopi Kita Sudirman');
      for (const [body, reason] of [
        [{ store_id: store, provider: 'paypal', enabled: true, config: {} }, 'provider'],
        [{ provider: 'razer', enabled: true, config: VALID.razer }, 'store_id'],
        [{ store_id: store, provider: 'razer', config: VALID.razer }, 'enabled'],
        [{ store_id: store, provider: 'razer', enabled: 'yes', config: VALID.razer }, 'enabled'],
        [{ store_id: store, provider: 'razer', enabled: true, config: VALID.razer, extra: 1 }, 'extra'],
        [{ store_id: store, provider: 'sevenshifts', enabled: true, config: VALID.sevenshifts }, 'enabled'],
      ] as const) {
        const answer = await save(ctx.token.dealer1, body);
        expect([answer.status, answer.code, answer.reason]).toEqual([400, 1001, reason]);
      }
      expect(await rowOf(store, 'sevenshifts')).toBeUndefined();
    });
  });

  it('is for admins and managers (1003 for the staff role), on stores in their tree (1004 across trees)', async () => {
    const store = await storeId(ctx.w, 'Warung Sederhana Kemang');
    expect((await get(ctx.token.staff1, store)).code).toBe(1003);
    expect((await save(ctx.token.staff1, { store_id: store, provider: 'razer', enabled: true, config: VALID.razer })).code).toBe(1003);
    for (const answer of [
      await get(ctx.token.dealer2, store),
      await save(ctx.token.dealer2, { store_id: store, provider: 'razer', enabled: true, config: VALID.razer }),
      await ctx.api.get('/store/payment/sevenshifts/connect', { token: ctx.token.dealer2, query: { store_id: store } }),
    ]) {
      expect([answer.status, answer.code]).toEqual([404, 1004]);
    }
    expect(await rowOf(store, 'razer')).toBeUndefined();
    const below = await storeId(ctx.w, 'Bakso Pak Kumis Blok M');
    expect((await get(ctx.token.dealer1, below)).code).toBe(0);
    expect((await get(ctx.token.admin, below)).code).toBe(0);
  });
});

describe('DATA_KEY', () => {
  it("seals with a key of its own (the data folder's when embedded), never the public key of earlier versions", async () => {
    expect(dataKey()).not.toBe('dev-only-data-key-change-me-in-production');
    if (ctx.server.dataDir) expect(fs.readFileSync(path.join(ctx.server.dataDir, 'data-key'), 'utf8').trim()).toBe(dataKey());
    const store = await freshStore();
    expect((await save(ctx.token.dealer1, { store_id: store, provider: 'razer', enabled: true, config: VALID.razer })).code).toBe(0);
    expect((await rowOf(store, 'razer')).secrets.split('.')[1]).toBe(secretBox(dataKey()).keyId);
  });

  it('refuses to open secrets sealed with another key, or moved to another row, instead of answering garbage', async () => {
    const store = await freshStore();
    const other = secretBox('another-data-key-0123456789');
    await ctx.w.sql(`insert into payment_configs (store_id, provider, enabled, config, secrets) values ($1, 'razer', true, '{}', $2)`, [
      store,
      other.seal(JSON.stringify({ secret_key: 'from-another-server' }), `payment_configs:${store}:razer`),
    ]);
    const answer = await get(ctx.token.dealer1, store);
    expect([answer.status, answer.code]).toEqual([500, 1500]);
    expect(JSON.stringify(answer)).not.toContain('from-another-server');
    await expect(checkDataKey(ctx.server.server.database.db, dataKey())).rejects.toThrow(/DATA_KEY.*another key/s);
    await expect(checkDataKey(ctx.server.server.database.db, 'another-data-key-0123456789')).rejects.toThrow(/DATA_KEY/);

    await ctx.w.sql(`update payment_configs set secrets = $2 where store_id = $1 and provider = 'razer'`, [
      store,
      box().seal(JSON.stringify({ secret_key: 'sealed-for-stripe' }), `payment_configs:${store}:stripe`),
    ]);
    expect((await get(ctx.token.dealer1, store)).code).toBe(1500);
    await ctx.w.sql('delete from payment_configs where store_id = $1', [store]);
    await expect(checkDataKey(ctx.server.server.database.db, dataKey())).resolves.toBeUndefined();
  });
});

describe('7Shifts OAuth', () => {
  const connect = (token: string, store: number) =>
    ctx.api.get('/store/payment/sevenshifts/connect', { token, query: { store_id: store } });
  /** The provider sending the browser back, with the cookie that browser holds: the answer, not followed. */
  const callback = (query: Record<string, string>, cookie?: string) =>
    fetch(`${ctx.server.api}/store/payment/sevenshifts/callback?${new URLSearchParams(query)}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
  const stateOf = (url: string) => new URL(url).searchParams.get('state')!;
  /** The cookie a browser keeps from an answer (name and value). */
  const cookieOf = (answer: { headers: Headers }) => answer.headers.get('set-cookie')!.split(';')[0];
  /** A connection started by the browser of session `token`: its state and that browser's cookie. */
  const started = async (token: string, store: number) => {
    const answer = await connect(token, store);
    return { state: stateOf(answer.data.url), cookie: cookieOf(answer) };
  };
  const refused = async (response: Response) => {
    const body = await response.json();
    expect([response.status, body.code, body.reason]).toEqual([400, 1001, 'state']);
  };

  it('sends the user to the authorize URL with a state, and stores the tokens sealed once the code comes back', async () => {
    const store = await freshStore();
    await save(ctx.token.dealer1, { store_id: store, provider: 'sevenshifts', enabled: false, config: VALID.sevenshifts });
    const start = await connect(ctx.token.dealer1, store);
    expect(start.code).toBe(0);
    const url = new URL(start.data.url);
    const redirectUri = `${ctx.server.api}/store/payment/sevenshifts/callback`;
    expect(`${url.origin}${url.pathname}`).toBe(`${oauth.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: OAUTH_CLIENT.id,
      redirect_uri: redirectUri,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const back = await callback({ code: GOOD_CODE, state: stateOf(start.data.url) }, cookieOf(start));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${ctx.server.url}/seller/store/edit?id=${store}&sevenshifts=connected`);
    expect(oauth.exchanges.at(-1)).toEqual({
      grant_type: 'authorization_code',
      code: GOOD_CODE,
      redirect_uri: redirectUri,
      client_id: OAUTH_CLIENT.id,
      client_secret: OAUTH_CLIENT.secret,
    });

    const sevenshifts = providerIn(await get(ctx.token.dealer1, store), 'sevenshifts');
    expect(sevenshifts).toMatchObject({
      enabled: true,
      config: { company_id: '12345', access_token: '****ABCD', refresh_token: '****WXYZ' },
      connected_at: expect.any(String),
    });
    expect(await openedSecrets(store, 'sevenshifts')).toEqual({ access_token: TOKENS.access_token, refresh_token: TOKENS.refresh_token });
    expect((await rowOf(store, 'sevenshifts')).secrets).not.toContain(TOKENS.access_token);
    const [, connected] = await paymentAudits(store);
    expect(connected).toEqual({
      'sevenshifts.enabled': { before: false, after: true },
      'sevenshifts.connected_at': { before: null, after: sevenshifts.connected_at },
      'sevenshifts.replaced_credentials': { before: null, after: ['access_token', 'refresh_token'] },
    });

    // A later save of the typed fields keeps the tokens.
    const resaved = await save(ctx.token.dealer1, {
      store_id: store,
      provider: 'sevenshifts',
      enabled: true,
      config: { company_id: '777' },
    });
    expect(resaved.data.config).toEqual({ company_id: '777', access_token: '****ABCD', refresh_token: '****WXYZ' });
  });

  it('refuses a wrong state, and a state used once already (replay)', async () => {
    const store = await freshStore();
    await refused(await callback({ code: GOOD_CODE, state: 'made-up-state' }, 'oauth_state=made-up-state'));
    const { state, cookie } = await started(ctx.token.dealer1, store);
    const exchangesBefore = oauth.exchanges.length;
    expect((await callback({ code: GOOD_CODE, state }, cookie)).status).toBe(302);
    await refused(await callback({ code: GOOD_CODE, state }, cookie));
    expect(oauth.exchanges.length).toBe(exchangesBefore + 1);
  });

  it('refuses an expired state, and one whose session has ended since', async () => {
    const store = await freshStore();
    const expired = await started(ctx.token.dealer1, store);
    await ctx.w.sql(`update oauth_states set expires_at = now() - interval '1 second'`);
    await refused(await callback({ code: GOOD_CODE, state: expired.state }, expired.cookie));

    const session = await ctx.api.login('manager1', 'dealer123');
    const orphan = await started(session, store);
    expect((await ctx.api.post('/logout', { account: 'manager1' }, { token: session })).code).toBe(0);
    await refused(await callback({ code: GOOD_CODE, state: orphan.state }, orphan.cookie));
    expect(providerIn(await get(ctx.token.dealer1, store), 'sevenshifts').connected_at).toBeNull();
  });

  it('sends the user back without storing anything when the provider refuses the code or the user declines', async () => {
    const store = await freshStore();
    const first = await started(ctx.token.dealer1, store);
    const refusedCode = await callback({ code: 'stolen-code', state: first.state }, first.cookie);
    expect(refusedCode.headers.get('location')).toBe(`${ctx.server.url}/seller/store/edit?id=${store}&sevenshifts=failed`);
    const second = await started(ctx.token.dealer1, store);
    const declined = await callback({ error: 'access_denied', state: second.state }, second.cookie);
    expect(declined.headers.get('location')).toBe(`${ctx.server.url}/seller/store/edit?id=${store}&sevenshifts=denied`);
    expect(await rowOf(store, 'sevenshifts')).toBeUndefined();
  });

  it('binds the state to the browser that asked for it with a cookie, which the callback requires', async () => {
    const store = await freshStore();
    const start = await connect(ctx.token.dealer1, store);
    const { state, cookie } = { state: stateOf(start.data.url), cookie: cookieOf(start) };
    const callbackPath = new URL(`${ctx.server.api}/store/payment/sevenshifts/callback`).pathname;
    expect(start.headers.get('set-cookie')).toBe(`oauth_state=${state}; Max-Age=600; Path=${callbackPath}; HttpOnly; SameSite=Lax`);

    // another browser led to this state (no cookie, or the cookie of a connection of its own) links nothing
    const exchangesBefore = oauth.exchanges.length;
    const own = await started(ctx.token.manager1, await freshStore());
    await refused(await callback({ code: GOOD_CODE, state }));
    await refused(await callback({ code: GOOD_CODE, state }, own.cookie));
    await refused(await callback({ code: GOOD_CODE, state }, `${cookie}x`));
    expect(oauth.exchanges.length).toBe(exchangesBefore);
    expect(providerIn(await get(ctx.token.dealer1, store), 'sevenshifts').connected_at).toBeNull();

    // the state is still there for the browser that started it, and its cookie goes once used
    const back = await callback({ code: GOOD_CODE, state }, `other=1; ${cookie}`);
    expect(back.headers.get('location')).toBe(`${ctx.server.url}/seller/store/edit?id=${store}&sevenshifts=connected`);
    expect(back.headers.get('set-cookie')).toBe(`oauth_state=; Max-Age=0; Path=${callbackPath}; HttpOnly; SameSite=Lax`);
  });

  it('builds its redirects from a loopback address only while PUBLIC_URL is unset (2301 naming it for any other)', async () => {
    const store = await freshStore();
    const connectAt = (host: string) =>
      ctx.server.server.app.inject({
        url: `/distribution/b/v1/store/payment/sevenshifts/connect?store_id=${store}`,
        headers: { host, authorization: `Bearer ${ctx.token.dealer1}`, 'accept-language': 'en-US' },
      });
    for (const host of ['admin.example.com', 'admin.example.com:8080', '203.0.113.5', 'localhost.example.com']) {
      const forged = await connectAt(host);
      expect([host, forged.statusCode, forged.json().code]).toEqual([host, 200, 2301]);
      expect(forged.json().msg).toContain('PUBLIC_URL');
      expect(forged.headers['set-cookie']).toBeUndefined();
    }
    for (const host of ['localhost:8080', '127.0.0.1:9000', '[::1]:8080']) {
      const local = await connectAt(host);
      expect(new URL(local.json().data.url).searchParams.get('redirect_uri')).toBe(
        `http://${host}/distribution/b/v1/store/payment/sevenshifts/callback`,
      );
    }
    const back = await ctx.server.server.app.inject({
      url: `/distribution/b/v1/store/payment/sevenshifts/callback?code=${GOOD_CODE}&state=made-up-state`,
      headers: { host: 'admin.example.com', cookie: 'oauth_state=made-up-state' },
    });
    expect(back.json().code).toBe(2301);
  });

  it('is started by admins and managers only (1003 for the staff role)', async () => {
    const store = await storeId(ctx.w, 'Warung Sederhana Kemang');
    expect((await connect(ctx.token.staff1, store)).code).toBe(1003);
    expect((await connect(ctx.token.manager1, store)).code).toBe(0);
  });
});
