import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer([], { env: { LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_SECONDS: '300', TRUST_PROXY: '1' } });

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
    expect((await attempt('manager1', 'dealer123', '10.9.9.99, 198.51.100.4')).code).toBe(1029);
    // the same account from another real address is not locked
    expect((await attempt('manager1', 'dealer123', '198.51.100.5')).code).toBe(0);
  });

  it('does not count successful logins toward the address limit', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await attempt('staff1', 'dealer123', '192.0.2.44')).code).toBe(0);
    }
  });
});
