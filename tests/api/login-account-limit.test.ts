/**
 * Guessing one account's password from many addresses stops (server/auth/login-throttle.ts): past
 * LOGIN_ACCOUNT_SLOW_AFTER failures from every address its sign-in is delayed, past
 * LOGIN_ACCOUNT_LOCK_AFTER it is locked but from an address it signed in from before; the account's
 * admins read it in the trail and on its page. On both databases; on PostgreSQL across two processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { ApiClient, md5 } from '../support/api-client';
import { freshDatabase, type TestDb } from '../support/server';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const LIMITS = {
  LOGIN_MAX_FAILURES: '5',
  LOGIN_ACCOUNT_SLOW_AFTER: '20',
  LOGIN_ACCOUNT_LOCK_AFTER: '40',
  LOGIN_LOCK_SECONDS: '600',
  TRUST_PROXY: '1',
};
const OWN = 'own-password-7';

describe.each<TestDb>(['pg', 'embedded'])('one account guessed from 20 addresses (%s)', (db) => {
  let processes: ServerProcess[] = [];
  let clients: ApiClient[] = [];
  let cleanup: (() => Promise<void>) | undefined;
  let admin: string;
  let managerId: number;

  beforeAll(async () => {
    const fresh = await freshDatabase(db);
    cleanup = fresh.cleanup;
    if (db === 'pg') {
      const database: Database = await openDatabase({ databaseUrl: fresh.env.DATABASE_URL, dataDir: '.', poolSize: 1 });
      await seedDemo(database.db).finally(() => database.close());
    }
    const env = { ...fresh.env, ...LIMITS, ...(db === 'embedded' ? { SEED_DEMO: 'always' } : {}) };
    // the embedded database serves one process; PostgreSQL two, as behind a load balancer
    processes = await Promise.all((db === 'pg' ? [1, 2] : [1]).map(() => startServerProcess({ env })));
    clients = processes.map((server) => new ApiClient(server.api));
    admin = await clients[0].login('dealer1', 'dealer123');
    const token = await clients[0].login('manager1', 'dealer123');
    managerId = (await clients[0].get('/account_info', { token })).data.staff_id;
    const body = { id: managerId, old_password: md5('dealer123'), new_password: md5(OWN) };
    expect((await clients[0].post('/staff/change_password', body, { token })).code).toBe(0);
    // the owner's usual place: an address it signed in from
    expect((await attempt(0, OWN, '198.51.100.1')).code).toBe(0);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await cleanup?.();
  });

  const attempt = (client: number, password: string, address: string) =>
    clients[client % clients.length].post(
      '/login',
      { account: 'manager1', password: md5(password) },
      { headers: { 'x-forwarded-for': address } },
    );

  it('is slowed past its limit, and the right password from an address with no failures gets in after the delay', async () => {
    // 4 wrong passwords from each of 5 addresses, spread over the processes: no pair reaches its own limit
    for (let i = 0; i < 20; i++) expect((await attempt(i, 'wrong', `203.0.113.${i % 5}`)).code).toBe(2005);
    const started = Date.now();
    expect((await attempt(1, OWN, '192.0.2.200')).code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    const state = await clients[1 % clients.length].get('/staff/sign_in_state', { token: admin, query: { id: managerId } });
    expect([state.code, state.data]).toEqual([0, null]); // the success took its attempt back: 20 failures, not past the limit
    expect((await attempt(0, 'wrong', '203.0.113.50')).code).toBe(2005);
    const slowed = await clients[0].get('/staff/sign_in_state', { token: admin, query: { id: managerId } });
    expect(slowed.data).toMatchObject({ state: 'slowed', failures: 21 });
  });

  it('is locked past the higher bound, but from an address it signed in from before; its admins read it', async () => {
    // 80 guesses in all, about 4 from each of 20 addresses, 20 at a time as a spread-out guesser sends them
    const codes: number[] = [];
    for (let start = 0; start < 59; start += 20) {
      const batch = Array.from({ length: Math.min(20, 59 - start) }, (_, k) => attempt(start + k, 'wrong', `203.0.113.${100 + k}`));
      codes.push(...(await Promise.all(batch)).map((answer) => answer.code));
    }
    expect(codes.filter((code) => code === 1029).length).toBeGreaterThan(0);
    expect(codes.every((code) => code === 2005 || code === 1029)).toBe(true);
    // the right password from a fresh address no longer helps a guesser
    expect((await attempt(1, OWN, '192.0.2.201')).code).toBe(1029);
    // the owner at their usual place still signs in
    expect((await attempt(0, OWN, '198.51.100.1')).code).toBe(0);

    const state = await clients[0].get('/staff/sign_in_state', { token: admin, query: { id: managerId } });
    expect(state.data).toMatchObject({ state: 'locked' });
    const trail = await clients[clients.length - 1].get('/audit/list', {
      token: admin,
      query: { resource: 'staff', record_id: managerId, page: 1, size: 20 },
    });
    const actions = trail.data.list.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['sign_in_slowed', 'sign_in_locked']));
    expect(actions.filter((action: string) => action === 'sign_in_locked')).toHaveLength(1);
  });
});
