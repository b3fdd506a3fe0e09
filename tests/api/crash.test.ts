/**
 * Crash safety: the real server (a child process) takes concurrent writes, is killed with SIGKILL
 * in the middle of them (with its embedded PostgreSQL, when it has one: nothing gets to close or
 * flush), and restarted on the same data. Every write it acknowledged is there.
 */
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isAlive } from '../../server/db/embedded/data-dir-lock';
import { readPostmasterFile } from '../../server/db/embedded/postmaster-file';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase, seedPgDatabase } from '../support/server';
import { startServerProcess } from '../support/server-process';

const WRITERS = 8;
const undo = afterAllUndo();

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

describe.each(['embedded', 'pg'] as const)('kill -9 during acknowledged writes (%s)', (db) => {
  it('keeps every acknowledged write after a restart on the same data', async () => {
    const database = await freshDatabase(db);
    undo(database.cleanup);
    if (db === 'pg') await seedPgDatabase(database.env.DATABASE_URL);
    let server = await startServerProcess({ env: database.env });
    let api = new ApiClient(server.api);
    const token = await api.login('admin', 'admin123');
    const writes = writeLoops(api, token);
    while (writes.acknowledged.size < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    // the API and its PostgreSQL die at once, in the middle of the writers' requests
    const embedded = db === 'embedded' ? readPostmasterFile(path.join(database.env.DATA_DIR, 'postgres')) : undefined;
    const pids = [server.child.pid!, ...(embedded ? [embedded.pid] : [])];
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    // SIGKILL is delivered, not awaited: they may still be dying when the restart looks at them
    await vi.waitFor(() => expect(pids.filter(isAlive)).toEqual([]), { timeout: 10_000, interval: 50 });
    await writes.stop();
    await server.stop();
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(writes.interrupted()).toBeGreaterThan(0); // killed mid-stream

    server = await startServerProcess({ env: database.env });
    undo(server.stop);
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
