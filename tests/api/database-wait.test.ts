/**
 * A PostgreSQL server that is not there yet, or goes away: the server waits for it at start, saying
 * what it waits for, and `/health` follows it (503 while it is gone, 200 once it answers again),
 * without the process ever exiting. The database is reached through a TCP forwarder that the test
 * opens and cuts.
 */
import { describe, expect, it } from 'vitest';
import { afterAllUndo } from '../support/cleanups';
import { freshDatabase } from '../support/server';
import { startServerProcess } from '../support/server-process';
import { tcpForwarder } from '../support/tcp-forwarder';

const undo = afterAllUndo();

describe('a PostgreSQL server that is not there', () => {
  it('is waited for at start, and followed by /health when it goes away and comes back', async () => {
    const database = await freshDatabase('pg');
    undo(database.cleanup);
    const direct = new URL(database.env.DATABASE_URL);
    const forwarder = await tcpForwarder({ host: direct.hostname, port: Number(direct.port || 5432) });
    undo(forwarder.cut);
    const through = new URL(direct);
    through.hostname = '127.0.0.1';
    through.port = String(forwarder.port);

    let output = '';
    const starting = startServerProcess({
      env: { ...database.env, DATABASE_URL: through.toString(), LOG_LEVEL: 'warn' },
      onOutput: (text) => (output = text),
    });
    starting.then((server) => undo(server.stop)).catch(() => undefined);
    await expect
      .poll(() => output, { timeout: 30_000 })
      .toContain(`Waiting for PostgreSQL at 127.0.0.1:${forwarder.port}${direct.pathname}`);
    expect(output).not.toContain('running at');

    await forwarder.open();
    const server = await starting;
    const health = async () => (await fetch(`${server.api}/health`)).status;
    expect(await health()).toBe(200);

    await forwarder.cut();
    await expect.poll(health, { timeout: 30_000, interval: 100 }).toBe(503);
    await forwarder.open();
    await expect.poll(health, { timeout: 30_000, interval: 100 }).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
