/**
 * Marks tokens used (tokens.last_used_at, shown in the session list and read by SESSION_IDLE) at most
 * once a minute per token (a quarter of SESSION_IDLE when that is shorter, so a used token never idles out): a conditional update, skipped in-process when this process did it lately.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import type { Actor } from './actor';

const MAX_ENTRIES = 10_000;

export class SessionTouch {
  private readonly touched = new Map<number, number>();
  private readonly everyMs: number;

  constructor(idleSeconds: number) {
    this.everyMs = idleSeconds > 0 ? Math.min(60_000, (idleSeconds * 1000) / 4) : 60_000;
  }

  async touch(db: DbOrTx, actor: Actor): Promise<void> {
    const now = Date.now();
    if (now - actor.lastUsedMs < this.everyMs || now - (this.touched.get(actor.tokenId) ?? 0) < this.everyMs) return;
    if (this.touched.size >= MAX_ENTRIES) this.touched.clear();
    this.touched.set(actor.tokenId, now);
    await db.execute(sql`
      update tokens set last_used_at = now()
       where id = ${actor.tokenId} and last_used_at < now() - make_interval(secs => ${this.everyMs / 1000})`);
  }
}
