import { beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

// the account-wide limits are tested in tests/api/login-account-limit.test.ts: out of the way here
const ctx = useDemoServer([], {
  env: {
    LOGIN_MAX_FAILURES: '5',
    LOGIN_LOCK_SECONDS: '300',
    TRUST_PROXY: '1',
    LOGIN_ACCOUNT_SLOW_AFTER: '1000',
    LOGIN_ACCOUNT_LOCK_AFTER: '1000',
  },
});

/** A password of its own: a published one signs in from this machine only (tests/api/demo-exposure.test.ts). */
const OWN = 'own-password-1';
beforeAll(async () => {
  for (const account of ['manager1', 'manager_tr', 'staff1']) {
    const token = await ctx.api.login(account, 'dealer123');
    const body = { id: ctx.w.staff(account), old_password: md5('dealer123'), new_password: md5(OWN) };
    expect((await ctx.api.post('/staff/change_password', body, { token })).code).toBe(0);
  }
});

const attempt = (account: string, password: string, forwardedFor: string) =>
  ctx.api.post('/login', { account, password: md5(password) }, { headers: { 'x-forwarded-for': forwardedFor } });

describe('login throttling', () => {
  it('lets no more guesses through than the limit, even all at once', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt('dealer2', 'wrong', '203.0.113.7')));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 2005)).toHaveLength(5);
    expect(codes.filter((c) => c === 1029)).toHaveLength(35);
  });

  it('behind one proxy, reads the address the proxy added, not what the client wrote', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt('manager1', 'wrong', `10.9.9.${i}, 198.51.100.4`)).code).toBe(2005);
    }
    expect((await attempt('manager1', OWN, '10.9.9.99, 198.51.100.4')).code).toBe(1029);
    // the same account from another real address is not locked
    expect((await attempt('manager1', OWN, '198.51.100.5')).code).toBe(0);
  });

  it('slows an address past its limit down, and still lets a right password of an unlocked account through', async () => {
    const office = '203.0.113.80';
    // a script behind the office's address fails ten times LOGIN_MAX_FAILURES, and once more
    for (let i = 0; i < 51; i++) expect([2005, 1029]).toContain((await attempt('dealer_tr', 'wrong', office)).code);
    const started = Date.now();
    expect((await attempt('manager_tr', OWN, office)).code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    // a wrong password of another account is answered as one, not refused; the script's own pair stays locked
    expect((await attempt('dealer_my', 'wrong', office)).code).toBe(2005);
    expect((await attempt('dealer_tr', 'dealer123', office)).code).toBe(1029);
  });

  it('does not count successful logins toward the address limit', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await attempt('staff1', OWN, '192.0.2.44')).code).toBe(0);
    }
  });
});

describe('guessing the current password through POST /staff/change_password', () => {
  const change = (token: string, id: number, old: string) =>
    ctx.api.post('/staff/change_password', { id, old_password: md5(old), new_password: md5('new-pass-1') }, { token });

  it('lets no more guesses through than the limit, even all at once, then revokes the stolen token', async () => {
    const token = await ctx.api.login('dealer1', 'dealer123');
    const id = ctx.w.staff('dealer1');
    const answers = await Promise.all(Array.from({ length: 40 }, () => change(token, id, 'guess')));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 2009)).toHaveLength(5);
    expect(codes.filter((c) => c === 2009 || c === 1029 || c === 8)).toHaveLength(40);
    expect(codes).toContain(1029);
    // the right password no longer helps the token's holder: the token is gone
    expect((await change(token, id, 'dealer123')).code).toBe(8);
    expect((await ctx.api.get('/account_info', { token })).code).toBe(8);
  });

  it('forgets earlier wrong guesses once the right old password is given', async () => {
    const token = await ctx.api.login('dealer2', 'dealer123');
    const id = ctx.w.staff('dealer2');
    for (let i = 0; i < 4; i++) expect((await change(token, id, 'guess')).code).toBe(2009);
    expect((await change(token, id, 'dealer123')).code).toBe(0);
    const again = await ctx.api.login('dealer2', 'new-pass-1');
    for (let i = 0; i < 4; i++) expect((await change(again, id, 'guess')).code).toBe(2009);
  });
});
