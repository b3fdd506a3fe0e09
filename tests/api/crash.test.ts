/**
 * Crash safety: the real server (a child process) takes concurrent writes, is killed with SIGKILL
 * in the middle of them (with its embedded database host, when it has one: nothing gets to close
 * or flush), and restarted on the same data. Every write it acknowledged is there.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db';
import { isAlive } from '../../server/db/data-dir-lock';
import { seedDemo } from '../../server/db/seed/demo';
import { ApiClient } from '../support/api-client';
import { freshDatabase, type TestDb } from '../support/server';
import { childPids, startServerProcess, type ServerProcess } from '../support/server-process';

const db = (process.env.TEST_DB as TestDb | undefined) ?? 'pglite';
const WRITERS = 8;
let server: ServerProcess | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => {
  await server?.stop();
  await cleanup?.();
});

/** Creates POS versions from `WRITERS` concurrent loops until stopped; answers the acknowledged ones (id -> name). */
function writeLoops(api: ApiClient, token: string) {
  const acknowledged = new Map<number, string>();
  let interrupted = 0;
  let running = true;
  const loop = async (writer: number) => {
    for (let i = 1; running; i++) {
      const name = `Crash ${writer}-${i}`;
      try {
        const answer = await api.post('/version/create', { name, version_no: `7.${writer}.${i}`, platform: 'windows' }, { token });
        if (answer.code === 0) acknowledged.set(answer.data.id, name);
      } catch {
        interrupted++; // the server is gone: this write was never acknowledged
        return;
      }
    }
  };
  const loops = Array.from({ length: WRITERS }, (_, writer) => loop(writer + 1));
  return {
    acknowledged,
    /** Writes cut off by the kill: requests in flight. */
    interrupted: () => interrupted,
    stop: () => ((running = false), Promise.all(loops)),
  };
}

describe(`kill -9 during acknowledged writes (${db})`, () => {
  it('keeps every acknowledged write after a restart on the same data', async () => {
    const database = await freshDatabase(db);
    cleanup = database.cleanup;
    if (db === 'pg') {
      const seeding = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: '.', poolSize: 2 });
      await seedDemo(seeding.db);
      await seeding.close();
    }
    // PostgreSQL mode starts only with a DATA_KEY (server/data-key.ts)
    const env = { ...database.env, DATA_KEY: 'crash-test-data-key-0001' };
    server = await startServerProcess({ env });
    let api = new ApiClient(server.api);
    const token = await api.login('admin', 'admin123');
    const writes = writeLoops(api, token);
    while (writes.acknowledged.size < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    // the API and its database host die at once, in the middle of the writers' requests
    const pids = [server.child.pid!, ...childPids(server.child.pid!)];
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    // SIGKILL is delivered, not awaited: the database host (the data folder's lock owner) may still be
    // dying when the restart looks at its lock
    await vi.waitFor(() => expect(pids.filter(isAlive)).toEqual([]), { timeout: 10_000, interval: 50 });
    await writes.stop();
    await server.stop();
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(writes.interrupted()).toBeGreaterThan(0); // killed mid-stream

    server = await startServerProcess({ env });
    api = new ApiClient(server.api);
    const after = await api.login('admin', 'admin123');
    const missing: string[] = [];
    for (const [id, name] of writes.acknowledged) {
      const detail = await api.get('/version/detail', { token: after, query: { id } });
      if (detail.code !== 0 || detail.data.name !== name) missing.push(`${id} ${name}`);
    }
    expect(missing, `of ${writes.acknowledged.size} acknowledged writes`).toEqual([]);
    // and the restarted server takes writes again
    expect((await api.post('/version/create', { name: 'After', version_no: '7.0.1', platform: 'windows' }, { token: after })).code).toBe(0);
  }, 180_000);
});
