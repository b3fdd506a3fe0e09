/**
 * The demo accounts whose published passwords still work: named to the operator's admins by
 * `GET /demo_logins`, and in the log of every start (the real server, as npm start runs it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_DEALERS } from '../../server/db/seed/demo-data';
import { ApiClient, md5 } from '../support/api-client';
import { useDemoServer } from '../support/demo-world';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const ctx = useDemoServer(['admin', 'dealer1', 'manager1', 'staff1', 'dealer2']);
const demoLogins = (token: string) => ctx.api.get('/demo_logins', { token });
const EVERY_DEMO_ACCOUNT = ['admin', 'opstaff', ...DEMO_DEALERS.flatMap((dealer) => dealer.staff.map((member) => member.account))];

describe('GET /demo_logins', () => {
  it('names every demo account that still has its published password, to the operator admins only', async () => {
    const answer = await demoLogins(ctx.token.admin);
    expect(answer.code).toBe(0);
    expect(answer.data.accounts).toEqual(EVERY_DEMO_ACCOUNT);
    for (const who of ['dealer1', 'manager1', 'staff1']) {
      const refused = await demoLogins(ctx.token[who]);
      expect([who, refused.status, refused.code]).toEqual([who, 403, 1003]);
    }
    const perms = async (token: string) => (await ctx.api.get('/account_info', { token })).data.perm_codes;
    expect(await perms(ctx.token.admin)).toContain('demo_logins:view');
    expect(await perms(ctx.token.dealer1)).not.toContain('demo_logins:view');
  });

  it('leaves out an account once its password is changed, or it or its dealer is disabled', async () => {
    const changed = await ctx.api.post(
      '/staff/change_password',
      { id: ctx.w.staff('dealer2'), old_password: md5('dealer123'), new_password: md5('a-real-password-1') },
      { token: ctx.token.dealer2 },
    );
    expect(changed.code).toBe(0);
    const admin = ctx.token.admin;
    expect((await ctx.api.post('/staff/status', { id: ctx.w.staff('opstaff'), status: 'invalid' }, { token: admin })).code).toBe(0);
    expect((await ctx.api.post('/distributor/status', { id: ctx.w.org.tr2, status: 'invalid' }, { token: admin })).code).toBe(0);
    const gone = ['dealer2', 'opstaff', 'dealer_tr2'];
    expect((await demoLogins(admin)).data.accounts).toEqual(EVERY_DEMO_ACCOUNT.filter((account) => !gone.includes(account)));
  });
});

describe('the start-up log', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-demo-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const warning = (output: string) => /Demo accounts still have their published passwords: ([^.]*)\./.exec(output)?.[1].split(', ');
  const start = async () => {
    server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
    // the demo logins are printed after the address
    await vi.waitFor(() => expect(server!.output()).toContain('Press Ctrl+C'), { timeout: 10_000, interval: 50 });
    return server;
  };

  it('warns at every start of the demo accounts still open, and names only those', async () => {
    const first = await start();
    expect(warning(first.output())).toEqual(EVERY_DEMO_ACCOUNT);
    expect(first.output()).toMatch(/admin\s+admin123/);
    const api = new ApiClient(first.api);
    const token = await api.login('admin', 'admin123');
    const id = (await api.get('/account_info', { token })).data.staff_id;
    const body = { id, old_password: md5('admin123'), new_password: md5('a-real-password-2') };
    expect((await api.post('/staff/change_password', body, { token })).code).toBe(0);
    await first.stop();

    const second = await start();
    expect(warning(second.output())).toEqual(EVERY_DEMO_ACCOUNT.filter((account) => account !== 'admin'));
    // the printed logins leave out the one that no longer works
    expect(second.output()).not.toMatch(/admin\s+admin123/);
    expect(second.output()).toMatch(/dealer1\s+dealer123/);
  }, 180_000);
});
