import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { challengeOf, codeOf } from '../support/two-factor';

const ctx = useDemoServer([], { env: { REQUIRE_2FA: 'operator_admins' } });

describe('REQUIRE_2FA=operator_admins', () => {
  it('lets an operator admin without it do nothing but enrol, then everything once enrolled', async () => {
    const token = await ctx.api.login('admin', 'admin123');
    const info = await ctx.api.get('/account_info', { token });
    expect(info.data).toMatchObject({ enrol_required: true, two_factor: false });
    expect((await ctx.api.get('/staff/list', { token })).code).toBe(1003);
    expect((await ctx.api.get('/session/list', { token })).code).toBe(1003);
    expect((await ctx.api.post('/session/revoke', { others: true }, { token })).code).toBe(1003);
    const setup = await ctx.api.post('/two_factor/setup', {}, { token });
    expect(setup.code).toBe(0);
    expect((await ctx.api.get('/staff/list', { token })).code).toBe(1003);
    expect((await ctx.api.post('/two_factor/enable', { code: codeOf(setup.data.secret) }, { token })).code).toBe(0);
    expect((await ctx.api.get('/staff/list', { token })).code).toBe(0);
    expect((await ctx.api.get('/account_info', { token })).data).toMatchObject({ enrol_required: false, two_factor: true });
    await challengeOf(ctx.api, 'admin', 'admin123');
  });

  it('leaves dealers alone', async () => {
    const answer = await ctx.api.post('/login', { account: 'dealer1', password: md5('dealer123') });
    expect(answer.code).toBe(0);
    expect((await ctx.api.get('/staff/list', { token: answer.data.token })).code).toBe(0);
  });
});
