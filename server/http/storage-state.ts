/**
 * Whether the database's storage was last found full (PostgreSQL's disk_full, 53100): every such
 * request answers 503 / 1507, and `/health` says `storage` until a write succeeds again: a write
 * call answered without an error, or the health check's own write, which makes a file grow (a row in
 * a temporary table, rolled back), as no write into a page with room left would.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type pg from 'pg';

export interface StorageState {
  isFull(): boolean;
  markFull(): void;
  /** A write succeeded: the storage takes writes again. */
  markWritten(): void;
  /** While full, tries a write that needs a new block on disk; answers whether it went through. */
  probe(pool: pg.Pool): Promise<boolean>;
}

export function storageState(): StorageState {
  let full = false;
  const state: StorageState = {
    isFull: () => full,
    markFull: () => void (full = true),
    markWritten: () => void (full = false),
    async probe(pool) {
      const client = await pool.connect().catch(() => undefined);
      if (!client) return false;
      try {
        await client.query('begin');
        await client.query('create temporary table da_storage_probe (x int) on commit drop');
        await client.query('insert into da_storage_probe values (1)');
        state.markWritten();
        return true;
      } catch {
        return false;
      } finally {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
    },
  };
  return state;
}

/** Replies that went out through the error handler: they wrote nothing. */
const failed = new WeakSet<FastifyReply>();
export const markFailed = (reply: FastifyReply) => failed.add(reply);

/** A POST answered without an error has written: the storage is taken to work again. */
export function clearOnWrite(app: FastifyInstance, state: StorageState): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (state.isFull() && request.method === 'POST' && reply.statusCode === 200 && !failed.has(reply)) state.markWritten();
    done();
  });
}
