/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: a dealer disabled or a
 * password changed through one is obeyed by the other, although that one held the session's actor in
 * memory (server/auth/actor-cache.ts). A write is refused at once, a read within a second.
 * PostgreSQL only: the embedded database serves one process.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../resources/errors';
import type { Database } from '../../server/db';
import type { ApiClient } from '../support/api-client';
import { md5, type Answer } from '../support/api-client';
import { newBrand, newStore } from '../support/merchant';
import { useTwoProcesses } from '../support/two-processes';

/** How long after a disable has been answered a read may still be served (server/auth/actor-cache.ts). */
const READ_BOUND_MS = 1_000;

let database: Database | undefined;
const processes = useTwoProcesses();
/** The process that makes the change, and the other one. */
let a: ApiClient;
let b: ApiClient;
let admin: string;

const rows = async (text: string, values: unknown[] = []) => (await database!.pool.query(text, values)).rows;
const orgOf = async (account: string): Promise<number> => (await rows('select org_id from staff where account = $1', [account]))[0].org_id;

/** Signs `account` in through A and reads once through B, so that B holds its actor in memory; its token and staff id. */
async function sessionKnownToB(account: string): Promise<{ token: string; staffId: number }> {
  const token = await a.login(account, 'dealer123');
  const info = await b.get('/account_info', { token });
  expect(info.code).toBe(0);
  return { token, staffId: info.data.staff_id };
}

/** Calls `read` until it is refused with code 8; fails when a call sent `ms` after the start is still served. */
async function refusedWithin(ms: number, read: () => Promise<Answer>): Promise<void> {
  const start = Date.now();
  for (;;) {
    const sentAfter = Date.now() - start;
    const answer = await read();
    if (answer.code === ErrorCode.TokenExpired) return;
    expect(answer.code, `a read sent ${sentAfter} ms after`).toBe(0);
    if (sentAfter >= ms) throw new Error(`a read sent ${sentAfter} ms after the change was still served`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two API processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    ({ a, b, database } = processes);
    admin = await a.login('admin', 'admin123');
  });

  it('refuses a store created through B right after the dealer was disabled through A, and writes nothing', async () => {
    const { token } = await sessionKnownToB('dealer_tr');
    const [brand] = await rows(`select id from companies where name = 'Kebapçı Halil'`);
    const disabled = await a.post('/distributor/status', { id: await orgOf('dealer_tr'), status: 'invalid' }, { token: admin });
    expect(disabled.code).toBe(0);
    const store = newStore(brand.id);
    const created = await b.post('/store/create', store, { token });
    expect([created.status, created.code]).toEqual([401, ErrorCode.TokenExpired]);
    expect(await rows('select id from stores where name = $1', [store.name])).toEqual([]);
  });

  it('refuses a read through B within a second of the dealer being disabled through A', async () => {
    // a dealer of its own: a write through B (even a refused one) empties B's memory, which would hide the read's bound
    const { token } = await sessionKnownToB('dealer_my2');
    const disabled = await a.post('/distributor/status', { id: await orgOf('dealer_my2'), status: 'invalid' }, { token: admin });
    expect(disabled.code).toBe(0);
    await refusedWithin(READ_BOUND_MS, () => b.get('/account_info', { token }));
  });

  it('refuses a brand created through B with a token whose password was just changed through A', async () => {
    const { token, staffId } = await sessionKnownToB('dealer_ph');
    const changed = await a.post(
      '/staff/change_password',
      { id: staffId, old_password: md5('dealer123'), new_password: md5('n3w-pass') },
      { token },
    );
    expect(changed.code).toBe(0);
    const brand = newBrand();
    const created = await b.post('/company/create', brand, { token });
    expect([created.status, created.code]).toEqual([401, ErrorCode.TokenExpired]);
    expect(await rows('select id from companies where name = $1', [brand.name])).toEqual([]);
  });
});
