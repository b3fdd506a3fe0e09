import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../../server/db';
import { ActorCache } from '../../../server/auth/actor-cache';

/** A database answering the actor lookup with one valid token's row; `during` runs inside each lookup. */
function fakeDb(expiresInMs = 3_600_000, during: () => void = () => undefined) {
  const db = {
    lookups: 0,
    async execute() {
      db.lookups++;
      during();
      return {
        rows: [
          {
            token_id: 1,
            staff_id: 2,
            account: 'dealer1',
            name: 'Budi',
            role: 'admin',
            org_id: 3,
            org_name: 'Nusantara',
            org_type: 'dealer',
            org_level: 1,
            org_path: '1.3.',
            country: 'ID',
            remaining_quota: 5,
            can_create_sub_dealer: true,
            expires_ms: Date.now() + expiresInMs,
          },
        ],
      };
    },
  };
  return db as typeof db & DbOrTx;
}

afterEach(() => vi.useRealTimers());

describe('ActorCache', () => {
  it('answers a repeated read from memory, and looks it up again after a write forgot it', async () => {
    const cache = new ActorCache();
    const db = fakeDb();
    expect((await cache.find(db, 't', 'read'))?.account).toBe('dealer1');
    await cache.find(db, 't', 'read');
    expect(db.lookups).toBe(1);
    cache.forget();
    await cache.find(db, 't', 'read');
    expect(db.lookups).toBe(2);
  });

  it("looks a write's token up in the database every time, even one held for reads", async () => {
    const cache = new ActorCache();
    const db = fakeDb();
    await cache.find(db, 't', 'read');
    expect((await cache.find(db, 't', 'write'))?.account).toBe('dealer1');
    await cache.find(db, 't', 'write');
    expect(db.lookups).toBe(3);
  });

  it('does not keep an answer that a write overtook while it was being looked up', async () => {
    const cache = new ActorCache();
    const db = fakeDb(3_600_000, () => db.lookups === 1 && cache.forget());
    await cache.find(db, 't', 'read');
    await cache.find(db, 't', 'read');
    expect(db.lookups).toBe(2);
  });

  it('keeps an actor for a second at most, and never past its token expiry', async () => {
    vi.useFakeTimers();
    const cache = new ActorCache();
    const db = fakeDb();
    await cache.find(db, 't', 'read');
    vi.advanceTimersByTime(999);
    await cache.find(db, 't', 'read');
    expect(db.lookups).toBe(1);
    vi.advanceTimersByTime(2);
    await cache.find(db, 't', 'read');
    expect(db.lookups).toBe(2);

    const soon = fakeDb(500);
    await cache.find(soon, 'u', 'read');
    vi.advanceTimersByTime(501);
    await cache.find(soon, 'u', 'read');
    expect(soon.lookups).toBe(2);
  });

  it('answers a frozen actor, so that no request can change what the next one reads', async () => {
    const actor = await new ActorCache().find(fakeDb(), 't', 'read');
    expect(Object.isFrozen(actor)).toBe(true);
  });
});
