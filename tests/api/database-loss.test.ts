/**
 * The database lost under load never takes the server down. The real server (a child process) takes
 * 20 concurrent writers; its database is lost three times in the middle of them: the embedded
 * PostgreSQL killed with SIGKILL, or every session of the server's database terminated on a
 * PostgreSQL server (as a restart or a failover does). The process stays up, requests caught in it
 * answer 503 / 1503, the server serves again by itself, and every acknowledged write is there, whole.
 */
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readPostmasterFile } from '../../server/db/embedded/postmaster-file';
import { ApiClient } from '../support/api-client';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase, seedPgDatabase, type TestDb } from '../support/server';
import { startServerProcess } from '../support/server-process';

const WRITERS = 20;
const ROUNDS = 3;
const undo = afterAllUndo();

interface Outcomes {
  acknowledged: Map<number, string>;
  /** Codes of the refused writes: only 1503 may be among them. */
  refused: number[];
  /** Requests that got no HTTP answer at all: the server was not there. */
  unanswered: number;
}

/** `WRITERS` loops creating POS versions until `stop()`; a write is acknowledged when it answered code 0. */
function writers(api: ApiClient, token: string) {
  const outcomes: Outcomes = { acknowledged: new Map(), refused: [], unanswered: 0 };
  let running = true;
  let sequence = 0;
  const loop = async (writer: number) => {
    while (running) {
      const n = ++sequence;
      const name = `Loss ${writer}-${n}`;
      try {
        const answer = await api.post('/version/create', { name, version_no: `9.${writer}.${n}`, platform: 'android' }, { token });
        if (answer.code === 0) outcomes.acknowledged.set(answer.data.id, name);
        else outcomes.refused.push(answer.status === 503 ? answer.code : -answer.code);
      } catch {
        outcomes.unanswered++;
      }
    }
  };
  const loops = Array.from({ length: WRITERS }, (_, writer) => loop(writer + 1));
  return { outcomes, stop: () => ((running = false), Promise.all(loops)) };
}

/** Ends the database under the server: the embedded PostgreSQL killed, or the server's sessions terminated. */
async function loseDatabase(db: TestDb, env: Record<string, string>): Promise<void> {
  if (db === 'embedded') {
    const postmaster = readPostmasterFile(path.join(env.DATA_DIR, 'postgres'));
    process.kill(postmaster!.pid, 'SIGKILL');
    return;
  }
  const url = new URL(env.DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    expect(rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }
}

const until = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 60_000) => {
  for (const end = Date.now() + timeoutMs; !(await done());) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(['embedded', 'pg'] as const)('the database lost under 20 concurrent writes (%s)', (db) => {
  it('keeps the server up, answers 503 meanwhile, recovers by itself, and loses nothing acknowledged', async () => {
    const database = await freshDatabase(db);
    undo(database.cleanup);
    if (db === 'pg') await seedPgDatabase(database.env.DATABASE_URL);
    const server = await startServerProcess({ env: database.env });
    undo(server.stop);
    const api = new ApiClient(server.api);
    const token = await api.login('admin', 'admin123');
    const health = async () => (await fetch(`${server.api}/health`)).status;

    const load = writers(api, token);
    for (let round = 1; round <= ROUNDS; round++) {
      const before = load.outcomes.acknowledged.size;
      await until('writes to be acknowledged', () => load.outcomes.acknowledged.size >= before + 40);
      await loseDatabase(db, database.env);
      const lostAt = load.outcomes.acknowledged.size;
      // served again by itself: writes acknowledged after the loss, and /health up
      await until('writes after the loss', () => load.outcomes.acknowledged.size >= lostAt + 40);
      await until('/health to answer 200', async () => (await health()) === 200);
      expect(server.child.exitCode, `round ${round}: ${server.output()}`).toBeNull();
    }
    await load.stop();

    const { outcomes } = load;
    expect(outcomes.unanswered, 'requests the server did not answer').toBe(0);
    expect(new Set(outcomes.refused), 'refusals other than 503 / 1503').toEqual(new Set(outcomes.refused.length ? [1503] : []));
    const missing: string[] = [];
    for (const [id, name] of outcomes.acknowledged) {
      const detail = await api.get('/version/detail', { token, query: { id } });
      if (detail.code !== 0 || detail.data.name !== name) missing.push(`${id} ${name}`);
    }
    expect(missing, `of ${outcomes.acknowledged.size} acknowledged writes`).toEqual([]);
    // nothing half written: every version made here has its audit row, written in its transaction
    const audit = await api.get('/audit/list', { token, query: { resource: 'version', action: 'create', size: 1 } });
    const versions = await api.get('/version/list', { token, query: { name: 'Loss ', size: 1 } });
    expect(audit.data.total).toBe(versions.data.total);
  }, 240_000);
});
