/**
 * Login throttling, kept in the database so every API process shares it (docs/api.md: 1029).
 * Three counters, each over a window of LOGIN_LOCK_SECONDS:
 * - account + address: LOGIN_MAX_FAILURES failures lock that pair; a stranger elsewhere cannot lock
 *   the real user out, and a success clears it;
 * - address: ten times as many failures lock the address (password spraying);
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
}

function countersFor(account: string, address: string, s: ThrottleSettings): Counter[] {
  const acct = account.toLowerCase();
  return [
    { key: `pair:${acct}|${address}`, limit: s.maxFailures, lockSeconds: s.lockSeconds },
    { key: `addr:${address}`, limit: s.maxFailures * 10, lockSeconds: s.lockSeconds },
    { key: `acct:${acct}`, limit: s.maxFailures * 50, lockSeconds: Math.min(60, s.lockSeconds) },
  ];
}

/**
 * Counts one attempt on one counter in one atomic statement; true when the counter is locked,
 * counting this attempt (the attempt is then refused without looking at the password).
 */
async function countAttempt(db: Db, c: Counter, windowSeconds: number): Promise<boolean> {
  const expired = sql`a.window_start < now() - make_interval(secs => ${windowSeconds})`;
  const { rows } = await db.execute<{ locked: boolean }>(sql`
    insert into login_attempts as a (key, failures, window_start, locked_until)
    values (${c.key}, 1, now(), case when 1 > ${c.limit} then now() + make_interval(secs => ${c.lockSeconds}) end)
    on conflict (key) do update set
      failures = case when ${expired} then 1 else a.failures + 1 end,
      window_start = case when ${expired} then now() else a.window_start end,
      locked_until = case
        when a.locked_until > now() then a.locked_until
        when (case when ${expired} then 1 else a.failures + 1 end) > ${c.limit} then now() + make_interval(secs => ${c.lockSeconds})
        else a.locked_until end
    returning coalesce(a.locked_until > now(), false) as locked`);
  return rows[0].locked;
}

/** Counts one login attempt on every counter; true when any of them is locked, counting this one. */
export async function countLoginAttempt(db: Db, account: string, address: string, s: ThrottleSettings): Promise<boolean> {
  let locked = false;
  for (const c of countersFor(account, address, s)) locked = (await countAttempt(db, c, s.lockSeconds)) || locked;
  return locked;
}

/**
 * A signed-in user's guesses of its own current password (`POST /staff/change_password`) count like
 * logins: LOGIN_MAX_FAILURES per account and window, then the account is locked out of it.
 */
export const countPasswordCheck = (db: Db, staffId: number, s: ThrottleSettings) =>
  countAttempt(db, { key: `pw:${staffId}`, limit: s.maxFailures, lockSeconds: s.lockSeconds }, s.lockSeconds);

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
