/**
 * A short-lived cache of token -> actor, so that a burst of reads by one user does not look its token
 * up in the database on every request (actor.ts: one query joining tokens, staff, orgs, settings).
 *
 * What keeps it right, with any number of API processes on one database:
 * - A write never uses it: its actor comes from the database, so a logout, a password change, a
 *   disabled account or dealer, a changed role or quota committed by any process (or a script)
 *   before the write arrived is obeyed.
 * - A read may be answered from an entry at most ACTOR_CACHE_MS old (never past its token's expiry):
 *   a change made elsewhere reaches reads within that time.
 * - Every write empties it (plugin.ts, before its answer is sent), so in the process that made a
 *   change the next read sees it at once; a read's lookup overtaken by such a write stores nothing.
 */
import type { DbOrTx } from '../db';
import { findActorByToken, type Actor } from './actor';

export const ACTOR_CACHE_MS = 1_000;
const MAX_ENTRIES = 10_000;

/** What the actor is for: a write's is always looked up in the database. */
type Purpose = 'read' | 'write';

interface Entry {
  actor: Actor;
  until: number;
}

export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every `forget`: a lookup that saw it change stores nothing. */
  private generation = 0;

  constructor(
    private readonly lifetimeMs = ACTOR_CACHE_MS,
    /** SESSION_IDLE (server/config.ts): 0 = none. */
    private readonly idleSeconds = 0,
  ) {}

  async find(db: DbOrTx, token: string, purpose: Purpose): Promise<Actor | undefined> {
    if (purpose === 'write') return (await findActorByToken(db, token, this.idleSeconds))?.actor;
    const now = Date.now();
    const cached = this.entries.get(token);
    if (cached && cached.until > now) return cached.actor;
    if (cached) this.entries.delete(token);
    const generation = this.generation;
    const found = await findActorByToken(db, token, this.idleSeconds);
    if (found && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(token, { actor: found.actor, until: Math.min(now + this.lifetimeMs, found.expiresAt.getTime()) });
    }
    return found?.actor;
  }

  /** Drops every entry; called on every write. */
  forget(): void {
    this.generation++;
    this.entries.clear();
  }
}
