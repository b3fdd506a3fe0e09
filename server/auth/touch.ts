/**
 * Marks tokens used (tokens.last_used_at, shown in the session list and read by SESSION_IDLE) at most
 * once a minute per token: a conditional update, skipped in-process when this process did it lately.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import type { Actor } from './actor';

const EVERY_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class SessionTouch {
  private readonly touched = new Map<number, number>();

  async touch(db: DbOrTx, actor: Actor): Promise<void> {
    const now = Date.now();
    if (now - actor.lastUsedMs < EVERY_MS || now - (this.touched.get(actor.tokenId) ?? 0) < EVERY_MS) return;
    if (this.touched.size >= MAX_ENTRIES) this.touched.clear();
    this.touched.set(actor.tokenId, now);
    await db.execute(sql`
      update tokens set last_used_at = now()
       where id = ${actor.tokenId} and last_used_at < now() - make_interval(secs => ${EVERY_MS / 1000})`);
  }
}
