/**
 * Sessions across two API processes on one PostgreSQL database: a session opened through A is listed
 * through B, and revoked through B it stops working through A. PostgreSQL only: the embedded database
 * serves one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../resources/errors';
import { openDatabase, type Database } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { ApiClient } from '../support/api-client';
import { freshDatabase } from '../support/server';
import { startServerProcess, type ServerProcess } from '../support/server-process';

let database: Database | undefined;
let cleanup: (() => Promise<void>) | undefined;
let processes: ServerProcess[] = [];
let a: ApiClient;
let b: ApiClient;

describe('sessions on two API processes', () => {
  beforeAll(async () => {
    const fresh = await freshDatabase('pg');
    cleanup = fresh.cleanup;
    database = await openDatabase({ databaseUrl: fresh.env.DATABASE_URL, dataDir: '.', poolSize: 2 });
    await seedDemo(database.db);
    processes = await Promise.all([startServerProcess({ env: fresh.env }), startServerProcess({ env: fresh.env })]);
    [a, b] = processes.map((server) => new ApiClient(server.api));
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await database?.close();
    await cleanup?.();
  });

  it('lists through B a session opened through A, and a revoke through B ends it through A', async () => {
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
