import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';

const ctx = useDemoServer([], { env: { SESSION_IDLE: '4' } });

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

async function signIn(account: string, userAgent: string): Promise<string> {
  const answer = await ctx.api.post('/login', { account, password: md5('dealer123') }, { headers: { 'user-agent': userAgent } });
  expect(answer.code).toBe(0);
  return answer.data.token;
}

/** Polls `read` until it answers `code`. */
async function until(code: number, read: () => Promise<{ code: number }>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await read()).code === code) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never answered ${code}`);
}

describe('GET /session/list and POST /session/revoke', () => {
  it('lists the open sessions with their device, marks the current one, revokes one or all others', async () => {
    const first = await signIn('dealer1', CHROME_WINDOWS);
    const second = await signIn('dealer1', FIREFOX_LINUX);
    const third = await signIn('dealer1', FIREFOX_LINUX);
    const list = await ctx.api.get('/session/list', { token: first });
    expect(list.code).toBe(0);
    expect(list.data).toHaveLength(3);
    const mine = list.data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ device: 'Chrome · Windows', address: '127.0.0.1' });
    expect(list.data.filter((s: { device: string }) => s.device === 'Firefox · Linux')).toHaveLength(2);
    const [other] = list.data.filter((s: { current: boolean }) => !s.current);
    expect((await ctx.api.post('/session/revoke', { id: other.id }, { token: first })).code).toBe(0);
    expect((await ctx.api.get('/session/list', { token: first })).data).toHaveLength(2);
    // another account's session is not found
    expect((await ctx.api.post('/session/revoke', { id: mine.id }, { token: await ctx.api.login('admin', 'admin123') })).code).toBe(1004);
    expect((await ctx.api.post('/session/revoke', { others: true }, { token: first })).code).toBe(0);
    for (const token of [second, third]) expect((await ctx.api.get('/account_info', { token })).code).toBe(8);
    expect((await ctx.api.get('/session/list', { token: first })).data).toHaveLength(1);
  });

  it('signs out every other session when the password changes', async () => {
    const other = await signIn('manager1', FIREFOX_LINUX);
    const token = await signIn('manager1', CHROME_WINDOWS);
    const id = (await ctx.api.get('/account_info', { token })).data.staff_id;
    const changed = await ctx.api.post(
      '/staff/change_password',
      { id, old_password: md5('dealer123'), new_password: md5('dealer123') },
      { token },
    );
    expect(changed.code).toBe(0);
    expect((await ctx.api.get('/account_info', { token: other })).code).toBe(8);
  });

  it('ends a session unused for SESSION_IDLE seconds; one in use stays', async () => {
    const used = await signIn('staff1', CHROME_WINDOWS);
    const idle = await signIn('staff1', CHROME_WINDOWS);
    const start = Date.now();
    // used every half second for longer than SESSION_IDLE: still open
    while (Date.now() - start < 5_000) {
      expect((await ctx.api.get('/account_info', { token: used })).code).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await until(8, () => ctx.api.get('/account_info', { token: idle }));
    expect((await ctx.api.post('/logout', { account: 'staff1' }, { token: used })).code).toBe(0);
  });
});
