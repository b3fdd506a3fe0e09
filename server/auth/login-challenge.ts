/**
 * The second step of a sign-in (POST /login answers 2012 with a challenge): 256 random bits, kept as
 * SHA-256, bound to one account, valid for CHALLENGE_SECONDS and used once (by the sign-in it completes).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { newToken, tokenHash } from './tokens';

const CHALLENGE_SECONDS = 300;

export async function newChallenge(db: DbOrTx, staffId: number): Promise<string> {
  const challenge = newToken();
  await db.execute(sql`delete from login_challenges where expires_at < now() - interval '1 day'`);
  await db.execute(sql`
    insert into login_challenges (challenge_hash, staff_id, expires_at)
    values (${tokenHash(challenge)}, ${staffId}, now() + make_interval(secs => ${CHALLENGE_SECONDS}))`);
  return challenge;
}

/** The account of an unused, unexpired challenge. A wrong code leaves it usable (the login throttle counts it). */
export async function findChallenge(db: DbOrTx, challenge: string): Promise<{ staffId: number; account: string } | undefined> {
  const { rows } = await db.execute<{ staff_id: number; account: string }>(sql`
    select c.staff_id, s.account from login_challenges c join staff s on s.id = c.staff_id
     where c.challenge_hash = ${tokenHash(challenge)} and c.used_at is null and c.expires_at > now()`);
  return rows[0] ? { staffId: rows[0].staff_id, account: rows[0].account } : undefined;
}

/** Uses the challenge up; false when another request did first. */
export async function useChallenge(db: DbOrTx, challenge: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update login_challenges set used_at = now()
     where challenge_hash = ${tokenHash(challenge)} and used_at is null and expires_at > now() returning id`);
  return rows.length === 1;
}
