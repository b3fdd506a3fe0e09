/**
 * The `state` of an OAuth connection: 256 random bits sent to the provider and kept here only as a
 * SHA-256 hash, bound to the session (token) and the store that started the connection. It lasts a
 * few minutes and is used once: taking it deletes it, so a replayed or forged state finds nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { chainIsValid } from '../auth/actor';
import type { DbOrTx } from '../db';

export const OAUTH_STATE_TTL_SECONDS = 600;

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

export interface OAuthBinding {
  storeId: number;
  /** Whose session started it, still signed in and valid when it comes back. */
  staffId: number;
  orgId: number;
}

/** A new state for `provider` on `storeId`, bound to the session `tokenId`; expired ones are dropped. */
export async function createOAuthState(db: DbOrTx, provider: string, storeId: number, tokenId: number): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.execute(sql`delete from oauth_states where expires_at < now()`);
  await db.execute(sql`
    insert into oauth_states (state_hash, provider, store_id, token_id, expires_at)
    values (${hashOf(state)}, ${provider}, ${storeId}, ${tokenId}, now() + make_interval(secs => ${OAUTH_STATE_TTL_SECONDS}))`);
  return state;
}

/**
 * Takes `state` (it cannot be used again) and answers what it is bound to; undefined when it is
 * unknown, already used, expired, of another provider, or its session has ended since (logged out,
 * expired, its account or org disabled).
 */
export async function takeOAuthState(db: DbOrTx, provider: string, state: string): Promise<OAuthBinding | undefined> {
  const { rows } = await db.execute<{ store_id: number; staff_id: number; org_id: number }>(sql`
    with taken as (
      delete from oauth_states where state_hash = ${hashOf(state)} and provider = ${provider}
      returning store_id, token_id, expires_at)
    select taken.store_id, s.id as staff_id, o.id as org_id
      from taken
      join tokens t on t.id = taken.token_id
      join staff s on s.id = t.staff_id
      join orgs o on o.id = s.org_id
     where taken.expires_at > now()
       and t.revoked_at is null
       and t.expires_at > now()
       and s.status = 'valid'
       and ${chainIsValid(sql`o.path`)}`);
  const row = rows[0];
  return row && { storeId: row.store_id, staffId: row.staff_id, orgId: row.org_id };
}
