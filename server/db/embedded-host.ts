/**
 * Child process that owns the embedded database. PGlite runs its queries on the thread that calls it,
 * so it lives here, away from the API's event loop, and serves the PostgreSQL wire protocol on a
 * loopback port; the API reaches it through `pg` exactly as it reaches a PostgreSQL server.
 *
 * argv: <data folder>. Reports `{ ready: true, port }` or `{ error }` to the parent over IPC and
 * exits when the parent goes away.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock';

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('embedded-host: missing data folder argument');
  const release = lockDataDir(dataDir);
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  const shutdown = async (code: number) => {
    try {
      await server?.stop();
      await db?.close();
    } finally {
      release();
      process.exit(code);
    }
  };
  process.on('disconnect', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
  try {
    db = await PGlite.create(path.join(dataDir, 'pgdata'));
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    const port = Number(server.getServerConn().split(':').pop());
    process.send?.({ ready: true, port });
  } catch (error) {
    process.send?.({ error: (error as Error).message });
    await shutdown(1);
  }
}

main().catch((error: Error) => {
  process.send?.({ error: error.message });
  process.exit(1);
});
