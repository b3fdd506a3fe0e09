/**
 * Sessions across two API processes on one PostgreSQL database: a session opened through A is listed
 * through B, and revoked through B it stops working through A. PostgreSQL only: the embedded database
 * serves one process.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../resources/errors';
import { useTwoProcesses } from '../support/two-processes';

const ctx = useTwoProcesses();

describe('sessions on two API processes', () => {
  it('lists through B a session opened through A, and a revoke through B ends it through A', async () => {
    const { a, b } = ctx;
    const onA = await a.login('dealer1', 'dealer123');
    expect((await a.get('/account_info', { token: onA })).code).toBe(0);
    const onB = await b.login('dealer1', 'dealer123');
    const list = await b.get('/session/list', { token: onB });
    expect(list.data).toHaveLength(2);
    const other = list.data.find((s: { current: boolean }) => !s.current);
    expect((await b.post('/session/revoke', { id: other.id }, { token: onB })).code).toBe(0);
    // a write through A is refused at once; a read within the actor cache's second (server/auth/actor-cache.ts)
    expect((await a.post('/logout', { account: 'dealer1' }, { token: onA })).code).toBe(ErrorCode.TokenExpired);
    for (let i = 0; ; i++) {
      if ((await a.get('/account_info', { token: onA })).code === ErrorCode.TokenExpired) break;
      if (i > 100) throw new Error('the revoked session still works through A');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
