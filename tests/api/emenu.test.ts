/**
 * A store's e-menu: defaults, saving the settings, the order URL of every table (with the store's
 * PIN when one is required), validation of every field (1001 naming it), the audit row without the
 * PIN, visibility (1004 across trees), and copying from a template store.
 */
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-world';
import { brandId, newStore, storeId } from '../support/merchant';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);

const SETTINGS = {
  enabled: true,
  qr_domain: 'order.kopikita.co.id',
  order_pin_required: false,
  welcome_text: 'Selamat datang! Scan, order, enjoy.',
  option_texts: ['Less sugar', 'No ice'],
  items: [
    { name: 'Es Kopi Susu', price: 2_500_000 },
    { name: 'Croissant', price: 3_200_000 },
  ],
};

const get = (token: string, store: number) => ctx.api.get('/store/emenu', { token, query: { store_id: store } });
const save = (token: string, body: Record<string, unknown>) => ctx.api.post('/store/emenu/save', body, { token });
const freshStore = async (over: Record<string, unknown> = {}) =>
  (
    await ctx.api.post('/store/create', newStore(await brandId(ctx.w, 'Kopi Kenangan Kita'), { tables: 3, ...over }), {
      token: ctx.token.dealer1,
    })
  ).data.id as number;
const emenuAudits = async (store: number) =>
  (
    await ctx.w.sql(`select changes from audit_log where resource = 'store' and action = 'emenu' and record_id = $1 order by id`, [store])
  ).rows.map((r) => r.changes);

describe('GET /store/emenu', () => {
  it('answers the defaults of a store never set up, with its tables and currency and no order URL yet', async () => {
    const store = await freshStore();
    const answer = await get(ctx.token.manager1, store);
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({
      store_id: store,
      enabled: false,
      qr_domain: '',
      order_pin_required: false,
      order_pin: '',
      welcome_text: '',
      option_texts: [],
      items: [],
      tables: 3,
      order_urls: [],
      currency: 'IDR',
      country: 'ID',
      updated_at: null,
    });
  });
});

describe('POST /store/emenu/save', () => {
  it('saves the settings and answers the order URL of every table', async () => {
    const store = await freshStore();
    const saved = await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, qr_domain: ' Order.KopiKita.co.id ' });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ ...SETTINGS, tables: 3, updated_at: expect.any(String) });
    expect(saved.data.order_urls).toEqual([1, 2, 3].map((n) => `https://order.kopikita.co.id/order?store=${store}&table=${n}`));
    expect((await get(ctx.token.manager1, store)).data).toEqual(saved.data);
  });

  it('adds the store PIN to every order URL while one is required, keeps it across saves, and renews it on request', async () => {
    const store = await freshStore();
    const first = (await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, order_pin_required: true })).data;
    expect(first.order_pin).toMatch(/^\d{6}$/);
    expect(first.order_urls[1]).toBe(`https://order.kopikita.co.id/order?store=${store}&table=2&pin=${first.order_pin}`);
    const again = (await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, order_pin_required: true, welcome_text: 'Halo!' })).data;
    expect(again.order_pin).toBe(first.order_pin);
    const pins = new Set([first.order_pin]);
    for (let i = 0; i < 3; i++)
      pins.add((await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, order_pin_required: true, new_pin: true })).data.order_pin);
    expect(pins.size).toBeGreaterThan(1);
    const off = (await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, order_pin_required: false })).data;
    expect(off.order_urls[0]).toBe(`https://order.kopikita.co.id/order?store=${store}&table=1`);
  });

  it('audits each change without the PIN, and nothing when a save changes nothing', async () => {
    const store = await freshStore();
    await save(ctx.token.dealer1, { store_id: store, ...SETTINGS });
    await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, items: SETTINGS.items.map(({ name, price }) => ({ price, name })) });
    await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, order_pin_required: true, new_pin: true });
    const audits = await emenuAudits(store);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      qr_domain: { before: null, after: SETTINGS.qr_domain },
      items: { before: null, after: SETTINGS.items },
    });
    expect(audits[1]).toEqual({ order_pin_required: { before: false, after: true }, order_pin_renewed: { before: null, after: true } });
    const pin = (await get(ctx.token.dealer1, store)).data.order_pin;
    expect(JSON.stringify(audits)).not.toContain(pin);
  });

  it.each([
    [{ qr_domain: 'not a domain' }, 'qr_domain'],
    [{ qr_domain: 'order..example.com' }, 'qr_domain'],
    [{ qr_domain: '' }, 'qr_domain'],
    [{ qr_domain: 'x'.repeat(254) }, 'qr_domain'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ order_pin_required: 1 }, 'order_pin_required'],
    [{ welcome_text: 'w'.repeat(150) }, 'welcome_text'],
    [{ option_texts: ['o'.repeat(150)] }, 'option_texts.0'],
    [{ option_texts: ['Fine', '   '] }, 'option_texts.1'],
    [{ option_texts: Array(51).fill('x') }, 'option_texts'],
    [{ items: [{ name: 'Tea' }] }, 'items.0.price'],
    [{ items: [{ name: 'Tea', price: null }] }, 'items.0.price'],
    [{ items: [{ name: 'Tea', price: -1 }] }, 'items.0.price'],
    [{ items: [{ name: 'Tea', price: 12.5 }] }, 'items.0.price'],
    [{ items: [{ name: 'Tea', price: '1000' }] }, 'items.0.price'],
    [{ items: [{ name: 'Tea', price: 2_000_000_001 }] }, 'items.0.price'],
    [{ items: [{ name: '', price: 100 }] }, 'items.0.name'],
    [{ items: [{ name: 'Tea', price: 100, colour: 'red' }] }, 'items.0.colour'],
    [{ new_pin: 'please' }, 'new_pin'],
    [{ theme: 'dark' }, 'theme'],
    [{ store_id: undefined }, 'store_id'],
  ])('refuses %j (1001, reason %s), writing nothing', async (change, reason) => {
    const store = await storeId(ctx.w, 'Kopi Kita Sudirman');
    const body: Record<string, unknown> = { store_id: store, ...SETTINGS, ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
    const answer = await save(ctx.token.dealer1, body);
    expect([answer.status, answer.code, answer.reason]).toEqual([400, 1001, reason]);
    expect((await get(ctx.token.dealer1, store)).data.updated_at).toBeNull();
  });

  it('refuses decimals in a rupiah price (1001 on the item, in the caller’s language), and keeps two decimals elsewhere', async () => {
    const store = await freshStore();
    const half = { ...SETTINGS, items: [{ name: 'Es Teh', price: 2_500_050 }] };
    const answer = await save(ctx.token.dealer1, { store_id: store, ...half });
    expect([answer.status, answer.code, answer.field]).toEqual([400, 1001, 'items.0.price']);
    expect(answer.msg).toBe('Please enter a whole amount: this currency has no decimals');
    const zh = await ctx.api.post(
      '/store/emenu/save',
      { store_id: store, ...half },
      { token: ctx.token.dealer1, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(zh.msg).toBe('请输入整数金额：该币种没有小数');
    expect((await get(ctx.token.dealer1, store)).data.updated_at).toBeNull();
    expect((await save(ctx.token.dealer1, { store_id: store, ...SETTINGS, items: [{ name: 'Es Teh', price: 2_500_000 }] })).code).toBe(0);
    // a ringgit price keeps its sen
    const { rows } = await ctx.w.sql(`select id from stores where country = 'MY' order by id limit 1`);
    const ringgit = await save(ctx.token.admin, { store_id: rows[0].id, ...SETTINGS, items: [{ name: 'Teh Tarik', price: 1250 }] });
    expect([ringgit.code, ringgit.data.country, ringgit.data.items]).toEqual([0, 'MY', [{ name: 'Teh Tarik', price: 1250 }]]);
  });

  it('takes texts of 149 characters, a free item, and an empty QR domain while disabled', async () => {
    const store = await freshStore();
    const body = {
      ...SETTINGS,
      enabled: false,
      qr_domain: '',
      welcome_text: 'w'.repeat(149),
      option_texts: ['o'.repeat(149)],
      items: [{ name: 'Water', price: 0 }],
    };
    expect((await save(ctx.token.dealer1, { store_id: store, ...body })).data).toMatchObject({ ...body, order_urls: [] });
  });

  it('is for stores the caller sees (1004 across trees and outside the staff role’s own)', async () => {
    const store = await storeId(ctx.w, 'Warung Sederhana Kemang');
    for (const answer of [await get(ctx.token.dealer2, store), await save(ctx.token.dealer2, { store_id: store, ...SETTINGS })]) {
      expect([answer.status, answer.code]).toEqual([404, 1004]);
    }
    const created = await freshStore(); // by dealer1: not the staff role's own
    expect((await get(ctx.token.staff1, created)).code).toBe(1004);
    expect((await get(ctx.token.dealer1, await storeId(ctx.w, 'Bakso Pak Kumis Blok M'))).code).toBe(0);
    expect((await get(ctx.token.admin, store)).code).toBe(0);
  });

  it('copies the settings of a template store to a new store, with a PIN of its own', async () => {
    const template = await freshStore();
    const saved = (await save(ctx.token.dealer1, { store_id: template, ...SETTINGS, order_pin_required: true })).data;
    const copy = await freshStore({ template_store_id: template });
    const copied = (await get(ctx.token.dealer1, copy)).data;
    expect(copied).toMatchObject({ ...SETTINGS, order_pin_required: true, order_pin: expect.stringMatching(/^\d{6}$/) });
    expect(copied.order_urls[0]).toBe(`https://order.kopikita.co.id/order?store=${copy}&table=1&pin=${copied.order_pin}`);
    expect(saved.order_urls[0]).not.toBe(copied.order_urls[0]);
  });
});
