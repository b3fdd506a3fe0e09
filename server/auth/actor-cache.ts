/**
 * A short-lived cache of token -> actor, so that a burst of reads by one user does not look its token
 * up in the database on every request (actor.ts: one query joining tokens, staff, orgs, settings).
 *
 * What keeps it right: every write request empties it (plugin.ts, before its answer is sent), so a
 * logout, a password change, a disabled account or dealer, a changed role or quota is seen by the next
 * request at once. A lookup that was running while a write emptied the cache does not store its
 * (possibly older) answer. An entry lives at most ACTOR_CACHE_MS and never past its token's expiry.
 * Changes made outside this process (another server process on the same PostgreSQL, a script) are
 * seen within ACTOR_CACHE_MS.
 */
import type { DbOrTx } from '../db';
import { findActorByToken, type Actor } from './actor';

export const ACTOR_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  actor: Actor;
  until: number;
}

export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every `forget`: a lookup that saw it change stores nothing. */
  private generation = 0;

  constructor(private readonly lifetimeMs = ACTOR_CACHE_MS) {}

  async find(db: DbOrTx, token: string): Promise<Actor | undefined> {
    const now = Date.now();
    const cached = this.entries.get(token);
    if (cached && cached.until > now) return cached.actor;
    if (cached) this.entries.delete(token);
    const generation = this.generation;
    const found = await findActorByToken(db, token);
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
