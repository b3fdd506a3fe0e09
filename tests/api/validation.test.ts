/**
 * Validation of every field of the dealer and employee calls: wrong types, limits, patterns, missing
 * and unknown fields answer 400 / 1001 with `reason` naming the field, and nothing is written.
 */
import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer(['admin', 'dealer1']);

const MISSING = Symbol('missing');
const long = (n: number) => 'x'.repeat(n);
const BAD_EMAILS = ['plain', 'a@b', 'a@b.c', 'a@b.abcdefg', 'a..b@x.com', '.a@x.com', 'a@x..com', 'a b@x.com', `${long(95)}@x.com`, 5];
const BAD_PASSWORDS = [MISSING, 'clear-text', md5('x').toUpperCase(), md5('x').slice(1), `${md5('x')}0`, 123];
const BAD_ACCOUNTS = [MISSING, '', 'ab', 'has space', 'ünïcode', long(51), 7];

type Case = Record<string, unknown[]>;
const auditCount = async () => (await ctx.w.sql('select count(*)::int as n from audit_log')).rows[0].n;

/** Every bad value of every field, each on top of a body that is otherwise valid. */
async function expectRefused(path: string, token: () => string, valid: () => Record<string, unknown>, cases: Case) {
  const before = await auditCount();
  for (const [field, values] of Object.entries(cases)) {
    for (const value of values) {
      const body = { ...valid() };
      if (value === MISSING) delete body[field];
      else body[field] = value;
      const answer = await ctx.api.post(path, body, { token: token() });
      // An array item is named by its index: `allowed_version_ids.0`.
      const reason = answer.reason?.replace(/\.\d+$/, '');
      expect([answer.status, answer.code, reason], `${path} ${field}=${String(value)}`).toEqual([400, 1001, field]);
    }
  }
  expect(await auditCount()).toBe(before);
}

const dealerBody = () => ({
  name: 'Valid Dealer',
  country: 'ID',
  contact_name: 'Valid Contact',
  contact_phone: '+62 (21) 555-0101',
  email: 'first.last-x@sub.domain.co.id',
  remark: 'ok',
  owner_staff_id: null,
  admin_account: 'valid.dealer_1',
  admin_password: md5('x'),
});
const staffBody = () => ({ account: 'valid.staff@x', name: 'Valid Staff', phone: '', email: '', role: 'staff', password: md5('x') });

describe('dealer bodies', () => {
  it('accepts a body at every limit', async () => {
    const created = await ctx.api.post(
      '/distributor/create',
      { ...dealerBody(), name: long(100), contact_name: long(50), remark: long(500), email: '' },
      { token: ctx.token.admin },
    );
    expect(created.code).toBe(0);
  });

  it('POST /distributor/create refuses every bad field', async () => {
    await expectRefused('/distributor/create', () => ctx.token.admin, dealerBody, {
      name: [MISSING, '', '   ', long(101), 42, null],
      country: [MISSING, 'XX', 'id', 'GLB', ''],
      contact_name: [MISSING, '', long(51)],
      contact_phone: [MISSING, '', 'call me', long(31)],
      email: BAD_EMAILS,
      remark: [long(501), 5],
      owner_staff_id: [0, -1, 1.5, 'x'],
      admin_account: BAD_ACCOUNTS,
      admin_password: BAD_PASSWORDS,
      quota: [5],
      level: [1],
    });
  });

  it('POST /distributor/update refuses every bad field', async () => {
    await expectRefused(
      '/distributor/update',
      () => ctx.token.admin,
      () => ({ id: ctx.w.org.id2 }),
      {
        id: [MISSING, 0, 'x', 2_147_483_648],
        name: ['', long(101)],
        contact_name: ['', long(51)],
        contact_phone: ['', 'phone?'],
        email: BAD_EMAILS,
        remark: [long(501)],
        owner_staff_id: [0, 'me'],
        admin_account: ['someone'],
      },
    );
  });

  it('POST /distributor/status, /quota and /setting refuse every bad field', async () => {
    await expectRefused(
      '/distributor/status',
      () => ctx.token.admin,
      () => ({ id: ctx.w.org.id2, status: 'valid' }),
      {
        id: [MISSING, 0],
        status: [MISSING, 'VALID', 'enabled', true],
        reason: ['x'],
      },
    );
    await expectRefused(
      '/distributor/setting',
      () => ctx.token.admin,
      () => ({ id: ctx.w.org.id2 }),
      {
        id: [MISSING, -3],
        allowed_version_ids: ['1,2', [0], [1.5], ['1'], [1, 1], Array.from({ length: 501 }, (_, i) => i + 1)],
        can_create_subdealer: ['yes', 1, null],
      },
    );
  });
});

describe('employee bodies', () => {
  it('accepts a valid body', async () => {
    expect((await ctx.api.post('/staff/create', staffBody(), { token: ctx.token.dealer1 })).code).toBe(0);
  });

  it('POST /staff/create refuses every bad field', async () => {
    await expectRefused('/staff/create', () => ctx.token.dealer1, staffBody, {
      account: BAD_ACCOUNTS,
      name: [MISSING, '', ' ', long(51)],
      phone: ['abc', long(31), 12],
      email: BAD_EMAILS,
      role: [MISSING, 'owner', 'Admin', ''],
      password: BAD_PASSWORDS,
      org_id: [ctx.w.org.tr1],
    });
  });

  it('POST /staff/update, /status and /reset_password refuse every bad field', async () => {
    const id = ctx.w.staff('staff1');
    await expectRefused(
      '/staff/update',
      () => ctx.token.dealer1,
      () => ({ id }),
      {
        id: [MISSING, 0, '1'],
        name: ['', long(51)],
        phone: ['x'],
        email: BAD_EMAILS,
        role: ['root'],
        last_login_at: ['2020-01-01'],
      },
    );
    await expectRefused(
      '/staff/status',
      () => ctx.token.dealer1,
      () => ({ id, status: 'valid' }),
      { status: [MISSING, 'off'] },
    );
    await expectRefused(
      '/staff/reset_password',
      () => ctx.token.dealer1,
      () => ({ id, new_password: md5('n') }),
      { id: [MISSING], new_password: BAD_PASSWORDS },
    );
  });
});

describe('query strings', () => {
  it('detail, quota_log, setting and the lists refuse bad ids and filters', async () => {
    for (const [path, query, reason] of [
      ['/distributor/detail', {}, 'id'],
      ['/distributor/detail', { id: 'abc' }, 'id'],
      ['/distributor/detail', { id: 0 }, 'id'],
      ['/distributor/quota_log', {}, 'id'],
      ['/distributor/quota_log', { id: ctx.w.org.id2, size: 500 }, 'size'],
      ['/distributor/setting', { id: -1 }, 'id'],
      ['/staff/detail', { id: '1.5' }, 'id'],
      ['/staff/list', { role: 'root' }, 'role'],
      ['/staff/list', { sort: 'password_hash' }, 'sort'],
      ['/staff/list', { account: long(51) }, 'account'],
      ['/audit/list', { record_id: 'x' }, 'record_id'],
      ['/audit/list', { size: 0 }, 'size'],
    ] as const) {
      const answer = await ctx.api.get(path, { token: ctx.token.admin, query });
      expect([answer.status, answer.code, answer.reason], `${path} ${JSON.stringify(query)}`).toEqual([400, 1001, reason]);
    }
  });

  it('ignores the default parameters every client call carries, the header country included', async () => {
    const query = {
      device_id: 'abc',
      platform: 'web',
      version: '1.0.0',
      ua: 'test',
      device_type: 'pc',
      uid: '1',
      timestamp: Date.now(),
      country: 'ID',
      lang: 'en-US',
      screen: '1920x1080',
      app: 'Distributor',
    };
    expect((await ctx.api.get('/staff/list', { token: ctx.token.admin, query })).code).toBe(0);
    const withDefaults = await ctx.api.get('/distributor/list', { token: ctx.token.admin, query });
    expect(withDefaults.data.total).toBe((await ctx.api.get('/distributor/list', { token: ctx.token.admin })).data.total);
    expect(withDefaults.data.list.some((d: { country: string }) => d.country !== 'ID')).toBe(true);
  });
});
