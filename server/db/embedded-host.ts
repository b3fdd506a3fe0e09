/**
 * Child process that owns the embedded database. PGlite runs its queries on the thread that calls it,
 * so it lives here, away from the API's event loop, and serves the PostgreSQL wire protocol on a
 * Unix socket in a folder only this user can enter (PGlite has no authentication, so no other
 * user of the machine may reach it); the API reaches it through `pg` exactly as it reaches a
 * PostgreSQL server.
 *
 * argv: <data folder>. Reports `{ ready: true, socketDir }` or `{ error }` to the parent over IPC
 * and exits when the parent goes away.
 */
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { maintain } from './embedded-maintenance';
import { exclusiveQueue, servePglite, SOCKET_PORT } from './embedded-wire';

/**
 * Sized for a back office (README, Configuration: memory): PGlite's 128 MB of shared buffers made its
 * WebAssembly heap 189 MB; 32 MB of buffers hold the demo data many times over and leave it at its
 * initial 128 MB (the host idles about 110 MB smaller). Sorts keep 4 MB each (work_mem), index builds 16 MB.
 */
const SETTINGS = ['shared_buffers=32MB', 'work_mem=4MB', 'maintenance_work_mem=16MB'].flatMap((setting) => ['-c', setting]);
/** How long the database must go without a message before the host does its own work (whenQuiet). */
const IDLE_MS = 1000;
/** How often the host looks whether that time has passed. */
const LOOK_MS = 250;

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('embedded-host: missing data folder argument');
  const release = lockDataDir(dataDir);
  let db: PGlite | undefined;
  let server: net.Server | undefined;
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-pglite-')); // mode 0700
  const shutdown = async (code: number) => {
    try {
      server?.close();
      await db?.close();
    } finally {
      fs.rmSync(socketDir, { recursive: true, force: true });
      release();
      process.exit(code);
    }
  };
  process.on('disconnect', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
  try {
    db = await PGlite.create(path.join(dataDir, 'pgdata'), { startParams: [...PGlite.defaultStartParams, ...SETTINGS] });
    const database = db;
    const exclusive = exclusiveQueue();
    const gc = (globalThis as { gc?: () => void }).gc;
    const watch = whenQuiet(async (quiet) => {
      await exclusive(() => maintain(database, quiet));
      gc?.();
    });
    server = await servePglite(db, path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), { onMessage: watch.worked, exclusive });
    process.send?.({ ready: true, socketDir });
  } catch (error) {
    process.send?.({ error: (error as Error).message });
    await shutdown(1);
  }
}

/**
 * Runs `task` once the database has had no message for IDLE_MS after some work (start-up counts as
 * work), never twice at once; `quiet()` tells the task whether a message has come since it began.
 * The host's task: the autovacuum PGlite lacks (server/db/embedded-maintenance.ts), then a full
 * garbage collection, since V8 otherwise keeps the heap it grew under load (and start-up's) long
 * after, and the host is the biggest process (README, Memory; `--expose-gc` is given by
 * server/db/embedded.ts).
 */
function whenQuiet(task: (quiet: () => boolean) => Promise<void>): { worked: () => void } {
  let lastWork = Date.now();
  let dirty = true;
  let running = false;
  setInterval(() => {
    if (!dirty || running || Date.now() - lastWork < IDLE_MS) return;
    dirty = false;
    running = true;
    const began = lastWork;
    task(() => lastWork === began)
      .catch((error: Error) => console.error(`Embedded database maintenance failed: ${error.message}`))
      .finally(() => (running = false));
  }, LOOK_MS).unref();
  return {
    worked: () => {
      lastWork = Date.now();
      dirty = true;
    },
  };
}

main().catch((error: Error) => {
  process.send?.({ error: error.message });
  process.exit(1);
});
