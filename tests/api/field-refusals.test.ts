/**
 * A 1001 about a field says what the form says of it, in the caller's language, and names the
 * field: the same rule (resources/schema-refusal.ts, resources/validation.ts) on both sides.
 */
import { describe, expect, it } from 'vitest';
import { translate, type Locale } from '../../i18n';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { storeId } from '../support/merchant';

const ctx = useDemoServer(['admin', 'dealer1']);

const dealerBody = (email: string) => ({
  name: 'Refused Dealer',
  country: 'ID',
  contact_name: 'Contact',
  contact_phone: '+62 21 5550101',
  email,
  remark: '',
  owner_staff_id: null,
  admin_account: 'refused.dealer',
  admin_password: md5('x'),
});
const HOST = { domain: 'pay.example.com', port: 8443, api_key: 'host-api-key-1111' };
const EMENU = { enabled: true, qr_domain: 'order.example.com', order_pin_required: false, welcome_text: '', items: [] };

const inLanguage = (locale: Locale) => ({ headers: { 'accept-language': locale } });

describe.each(['en-US', 'zh-CN'] as const)('in %s', (locale) => {
  const say = (key: string, args?: Record<string, unknown>) => translate(locale, key, args);

  it('a wrong email says the form\'s "correct email format", on `email`', async () => {
    const answer = await ctx.api.post('/distributor/create', dealerBody('a@b'), { token: ctx.token.admin, ...inLanguage(locale) });
    expect([answer.status, answer.code, answer.reason, answer.field]).toEqual([400, 1001, 'email', 'email']);
    expect(answer.msg).toBe(say('validation.email'));
  });

  it('a port out of range says the port rule, on `config.port`', async () => {
    const store = await storeId(ctx.w, 'Kopi Kita Sudirman');
    const body = { store_id: store, provider: 'host', enabled: false, config: { ...HOST, port: 70000 } };
    const answer = await ctx.api.post('/store/payment/save', body, { token: ctx.token.dealer1, ...inLanguage(locale) });
    expect([answer.code, answer.field, answer.msg]).toEqual([1001, 'config.port', say('validation.port')]);
  });

  it('an option text too long says the limit, on `option_texts.0`; a blank one says required', async () => {
    const store = await storeId(ctx.w, 'Kopi Kita Sudirman');
    const save = (texts: string[]) =>
      ctx.api.post(
        '/store/emenu/save',
        { store_id: store, ...EMENU, option_texts: texts },
        { token: ctx.token.dealer1, ...inLanguage(locale) },
      );
    const long = await save(['o'.repeat(150)]);
    expect([long.code, long.field, long.msg]).toEqual([1001, 'option_texts.0', say('validation.option_text', { max: 150 })]);
    const blank = await save(['Fine', '   ']);
    expect([blank.field, blank.msg]).toEqual(['option_texts.1', say('validation.required')]);
  });

  it('a missing field says required; a field too long gives the limit', async () => {
    const { name: _name, ...noName } = dealerBody('');
    const missing = await ctx.api.post('/distributor/create', noName, { token: ctx.token.admin, ...inLanguage(locale) });
    expect([missing.field, missing.msg]).toEqual(['name', say('validation.required')]);
    const long = await ctx.api.post(
      '/distributor/create',
      { ...dealerBody(''), name: 'n'.repeat(101) },
      { token: ctx.token.admin, ...inLanguage(locale) },
    );
    expect([long.field, long.msg]).toEqual(['name', say('ra.validation.maxLength', { max: 100 })]);
  });

  it('a refusal that is no field keeps the documented message and names no field', async () => {
    const answer = await ctx.api.call('POST', '/distributor/create', { token: ctx.token.admin, rawBody: '{', ...inLanguage(locale) });
    expect([answer.code, answer.reason, answer.field]).toEqual([1001, 'body', undefined]);
    expect(answer.msg).toBe(say('errors.1001', { reason: 'body' }));
  });
});
