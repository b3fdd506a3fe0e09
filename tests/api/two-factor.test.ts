import { describe, expect, it } from 'vitest';
import { md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { challengeOf, codeOf, enrol } from '../support/two-factor';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1'], { env: { LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_SECONDS: '120' } });

describe('two-factor sign-in', () => {
  it('enrols, then signs in in two steps; a code is never accepted twice, a recovery code works once', async () => {
    const token = ctx.token.dealer1;
    const { secret, recovery } = await enrol(ctx.api, token);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const { rows } = await ctx.w.sql(`select secret from staff_two_factor where staff_id = $1`, [ctx.w.staff('dealer1')]);
    expect(rows[0].secret).not.toContain(secret);
    expect((await ctx.api.get('/account_info', { token })).data.two_factor).toBe(true);

    const challenge = await challengeOf(ctx.api, 'dealer1', 'dealer123');
    const code = codeOf(secret, 1);
    const wrong = await ctx.api.post('/login/second_factor', { challenge, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.code).toBe(2013);
    const signedIn = await ctx.api.post('/login/second_factor', { challenge, code });
    expect(signedIn.code).toBe(0);
    expect(signedIn.data.staff_id).toBe(ctx.w.staff('dealer1'));
    expect((await ctx.api.get('/account_info', { token: signedIn.data.token })).code).toBe(0);
    // the challenge is used up, and so is the code
    expect((await ctx.api.post('/login/second_factor', { challenge, code })).code).toBe(2013);
    const again = await challengeOf(ctx.api, 'dealer1', 'dealer123');
    expect((await ctx.api.post('/login/second_factor', { challenge: again, code })).code).toBe(2013);

    expect((await ctx.api.post('/login/second_factor', { challenge: again, code: recovery[0].toUpperCase() })).code).toBe(0);
    const third = await challengeOf(ctx.api, 'dealer1', 'dealer123');
    expect((await ctx.api.post('/login/second_factor', { challenge: third, code: recovery[0] })).code).toBe(2013);
    expect((await ctx.api.post('/login/second_factor', { challenge: third, code: recovery[1] })).code).toBe(0);
  });

  it('counts wrong codes in the login throttle', async () => {
    const { recovery } = await enrol(ctx.api, ctx.token.manager1);
    const challenge = await challengeOf(ctx.api, 'manager1', 'dealer123');
    for (let i = 0; i < 3; i++) {
      expect((await ctx.api.post('/login/second_factor', { challenge, code: 'wrong-code' })).code).toBe(2013);
    }
    expect((await ctx.api.post('/login/second_factor', { challenge, code: recovery[0] })).code).toBe(1029);
    await ctx.w.sql(`delete from login_attempts`);
  });

  it('turns off with the password and a code; an admin reset turns it off too, audited', async () => {
    const token = await ctx.api.login('staff1', 'dealer123');
    const { secret, recovery } = await enrol(ctx.api, token);
    const noPassword = await ctx.api.post('/two_factor/disable', { password: md5('nope'), code: recovery[0] }, { token });
    expect(noPassword.code).toBe(2009);
    const noCode = await ctx.api.post('/two_factor/disable', { password: md5('dealer123'), code: '12345-67890' }, { token });
    expect(noCode.code).toBe(2013);
    expect((await ctx.api.post('/two_factor/disable', { password: md5('dealer123'), code: recovery[0] }, { token })).code).toBe(0);
    expect((await ctx.api.post('/login', { account: 'staff1', password: md5('dealer123') })).code).toBe(0);
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    const again = await ctx.api.login('staff1', 'dealer123');
    await enrol(ctx.api, again);
    await challengeOf(ctx.api, 'staff1', 'dealer123');
    const reset = await ctx.api.post(
      '/staff/reset_password',
      { id: ctx.w.staff('staff1'), new_password: md5('dealer123'), reset_two_factor: true },
      { token: ctx.token.dealer1 },
    );
    expect(reset.code).toBe(0);
    expect((await ctx.api.post('/login', { account: 'staff1', password: md5('dealer123') })).code).toBe(0);
    const audit = await ctx.api.get('/audit/list', { token: ctx.token.admin, query: { action: 'two_factor_reset' } });
    expect(audit.data.list[0]).toMatchObject({ resource: 'staff', record_id: ctx.w.staff('staff1'), staff_account: 'dealer1' });
  });

  it('lets the rescue of a dealer admin reset it', async () => {
    const token = await ctx.api.login('dealer2', 'dealer123');
    await enrol(ctx.api, token);
    await challengeOf(ctx.api, 'dealer2', 'dealer123');
    const answer = await ctx.api.post(
      '/distributor/rescue',
      { id: ctx.w.org.id2, staff_id: ctx.w.staff('dealer2'), reset_two_factor: true },
      { token: ctx.token.admin },
    );
    expect(answer.code).toBe(0);
    expect((await ctx.api.post('/login', { account: 'dealer2', password: md5('dealer123') })).code).toBe(0);
  });

  it('refuses a setup of an account that has it on, and an enable with a wrong code', async () => {
    expect((await ctx.api.post('/two_factor/setup', {}, { token: ctx.token.dealer1 })).code).toBe(1001);
    const setup = await ctx.api.post('/two_factor/setup', {}, { token: ctx.token.admin });
    const code = codeOf(setup.data.secret);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await ctx.api.post('/two_factor/enable', { code: wrong }, { token: ctx.token.admin })).code).toBe(2013);
    expect((await ctx.api.post('/login', { account: 'admin', password: md5('admin123') })).code).toBe(0);
  });
});
