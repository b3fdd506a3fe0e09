/**
 * Login throttling, kept in the database so every API process shares it (docs/api.md: 1029).
 * Three counters, each over a window of LOGIN_LOCK_SECONDS:
 * - account + address: LOGIN_MAX_FAILURES failures lock that pair; a stranger elsewhere cannot lock
 *   the real user out, and a success clears it;
 * - address: past ten times as many failures (password spraying), every answer to the address is
 *   delayed, more the further past, up to a few seconds; it locks nothing, so that an office behind
 *   one address still signs in with right passwords while a script there fails;
 * - account: fifty times as many, from anywhere, lock the account for one minute only, so a
 *   distributed guesser is slowed without shutting the owner out for long.
 *
 * An attempt is counted BEFORE its password is checked, in one atomic statement per counter, so
 * concurrent guesses cannot all slip past a check made before any of them was counted. A success
 * takes its attempt back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
}

interface Counter {
  key: string;
  limit: number;
  lockSeconds: number;
  /** Past its limit, a counter that slows delays the answer instead of refusing the attempt. */
  slows?: true;
}

/** The address counter's delay: doubling from the first failure past its limit, capped. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 3000;

function countersFor(account: string, address: string, s: ThrottleSettings): Counter[] {
  const acct = account.toLowerCase();
  return [
    { key: `pair:${acct}|${address}`, limit: s.maxFailures, lockSeconds: s.lockSeconds },
    { key: `addr:${address}`, limit: s.maxFailures * 10, lockSeconds: s.lockSeconds, slows: true },
    { key: `acct:${acct}`, limit: s.maxFailures * 50, lockSeconds: Math.min(60, s.lockSeconds) },
  ];
}

/**
 * Counts one attempt on one counter in one atomic statement; answers whether the counter is locked
 * and its failures, counting this attempt. A counter that slows never locks.
 */
async function countAttempt(db: Db, c: Counter, windowSeconds: number): Promise<{ locked: boolean; failures: number }> {
  const expired = sql`a.window_start < now() - make_interval(secs => ${windowSeconds})`;
  const lockLimit = c.slows ? null : c.limit;
  const { rows } = await db.execute<{ locked: boolean; failures: number }>(sql`
    insert into login_attempts as a (key, failures, window_start, locked_until)
    values (${c.key}, 1, now(), case when 1 > ${lockLimit}::int then now() + make_interval(secs => ${c.lockSeconds}) end)
    on conflict (key) do update set
      failures = case when ${expired} then 1 else a.failures + 1 end,
      window_start = case when ${expired} then now() else a.window_start end,
      locked_until = case
        when a.locked_until > now() then a.locked_until
        when (case when ${expired} then 1 else a.failures + 1 end) > ${lockLimit}::int then now() + make_interval(secs => ${c.lockSeconds})
        else a.locked_until end
    returning coalesce(a.locked_until > now(), false) as locked, a.failures`);
  return rows[0];
}

export interface LoginVerdict {
  /** The account (from this address, or from anywhere) is locked: refuse without looking at the password. */
  locked: boolean;
  /** How long to wait before answering: the address is past its limit. */
  delayMs: number;
}

/** Counts one login attempt on every counter, this one included. */
export async function countLoginAttempt(db: Db, account: string, address: string, s: ThrottleSettings): Promise<LoginVerdict> {
  const verdict: LoginVerdict = { locked: false, delayMs: 0 };
  for (const c of countersFor(account, address, s)) {
    const { locked, failures } = await countAttempt(db, c, s.lockSeconds);
    // rows of earlier versions may hold a lock of the address counter: it no longer refuses
    if (!c.slows) verdict.locked ||= locked;
    else if (failures > c.limit) verdict.delayMs = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - c.limit - 1));
  }
  return verdict;
}

/**
 * A signed-in user's guesses of its own current password (`POST /staff/change_password`) count like
 * logins: LOGIN_MAX_FAILURES per account and window, then the account is locked out of it.
 */
export const countPasswordCheck = async (db: Db, staffId: number, s: ThrottleSettings) =>
  (await countAttempt(db, { key: `pw:${staffId}`, limit: s.maxFailures, lockSeconds: s.lockSeconds }, s.lockSeconds)).locked;

/** A right old password clears the account's count of wrong ones. */
export async function forgivePasswordCheck(db: Db, staffId: number): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${`pw:${staffId}`}`);
}

/** After a successful login: the pair's counter is cleared and the attempt is taken back from the others. */
export async function forgiveLoginAttempt(db: Db, account: string, address: string, s: ThrottleSettings): Promise<void> {
  const [pair, ...others] = countersFor(account, address, s);
  await db.execute(sql`delete from login_attempts where key = ${pair.key}`);
  await db.execute(sql`
    update login_attempts set failures = greatest(failures - 1, 0)
     where key in (${sql.join(
       others.map((c) => sql`${c.key}`),
       sql`, `,
     )})`);
}
