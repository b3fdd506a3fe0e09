/**
 * Login throttling, kept in the database so every API process shares it (docs/api.md: 1029).
 * Three counters, each over a window of LOGIN_LOCK_SECONDS:
 * - account + address: LOGIN_MAX_FAILURES failures lock that pair; a stranger elsewhere cannot lock
 *   the real user out, and a success clears it;
 * - address: past ten times as many failures (password spraying), every answer to the address is
 *   delayed, more the further past, up to a few seconds; it locks nothing, so that an office behind
 *   one address still signs in with right passwords while a script there fails;
 * - account, from every address: past LOGIN_ACCOUNT_SLOW_AFTER failures every sign-in of the account
 *   is delayed the same way; past LOGIN_ACCOUNT_LOCK_AFTER the account is locked for the window,
 *   except from an address it signed in from before (kept 30 days): a guesser spread over many
 *   addresses is stopped, and the owner at their usual place still gets in, after the delay.
 *
 * An attempt is counted BEFORE its password is checked, in one atomic statement per counter, so
 * concurrent guesses cannot all slip past a check made before any of them was counted. A success
 * takes its attempt back.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
  /** Failures of one account, from every address, past which its sign-in is delayed. */
  accountSlowAfter: number;
  /** Failures of one account, from every address, past which it is locked (but from known addresses). */
  accountLockAfter: number;
}

/** The settings of the configuration (server/config.ts). */
export const throttleSettings = (config: Config): ThrottleSettings => ({
  maxFailures: config.LOGIN_MAX_FAILURES,
  lockSeconds: config.LOGIN_LOCK_SECONDS,
  accountSlowAfter: config.LOGIN_ACCOUNT_SLOW_AFTER,
  accountLockAfter: config.LOGIN_ACCOUNT_LOCK_AFTER,
});

/** How long a successful sign-in makes its address known to its account. */
const KNOWN_ADDRESS_DAYS = 30;

/** A slowing counter's delay: doubling from the first failure past its limit, capped. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 3000;

interface Counter {
  key: string;
  /** Failures past which the counter locks; none: it never does. */
  lockAfter?: number;
  /** Failures past which answers are delayed; none: they never are. */
  slowAfter?: number;
  lockSeconds: number;
}

const pairKey = (account: string, address: string) => `pair:${account.toLowerCase()}|${address}`;
const accountKey = (account: string) => `acct:${account.toLowerCase()}`;
const knownKey = (account: string, address: string) => `known:${account.toLowerCase()}|${address}`;

function countersFor(account: string, address: string, s: ThrottleSettings): Counter[] {
  return [
    { key: pairKey(account, address), lockAfter: s.maxFailures, lockSeconds: s.lockSeconds },
    { key: `addr:${address}`, slowAfter: s.maxFailures * 10, lockSeconds: s.lockSeconds },
    { key: accountKey(account), slowAfter: s.accountSlowAfter, lockAfter: s.accountLockAfter, lockSeconds: s.lockSeconds },
  ];
}

/**
 * Counts one attempt on one counter in one atomic statement; answers whether the counter is locked
 * and its failures, counting this attempt. A counter that slows never locks.
 */
async function countAttempt(db: Db, c: Counter, windowSeconds: number): Promise<{ locked: boolean; failures: number }> {
  const expired = sql`a.window_start < now() - make_interval(secs => ${windowSeconds})`;
  const lockLimit = c.lockAfter ?? null;
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
  /** Refuse without looking at the password: the pair is locked, or the account is and the address is not known to it. */
  locked: boolean;
  /** How long to wait before answering: the address or the account is past its limit. */
  delayMs: number;
  /** The account's failures in the window, from every address, this attempt included. */
  accountFailures: number;
}

const delayPast = (failures: number, limit: number) => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - limit - 1));

/** Counts one login attempt on every counter, this one included. */
export async function countLoginAttempt(db: Db, account: string, address: string, s: ThrottleSettings): Promise<LoginVerdict> {
  const verdict: LoginVerdict = { locked: false, delayMs: 0, accountFailures: 0 };
  for (const c of countersFor(account, address, s)) {
    const { locked, failures } = await countAttempt(db, c, s.lockSeconds);
    if (c.slowAfter !== undefined && failures > c.slowAfter) verdict.delayMs = Math.max(verdict.delayMs, delayPast(failures, c.slowAfter));
    if (c.key === accountKey(account)) {
      verdict.accountFailures = failures;
      if (locked && !(await isKnownAddress(db, account, address))) verdict.locked = true;
    } else if (c.lockAfter !== undefined && locked) {
      verdict.locked = true;
    }
  }
  return verdict;
}

async function isKnownAddress(db: Db, account: string, address: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from login_attempts
     where key = ${knownKey(account, address)} and window_start > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`);
  return rows.length > 0;
}

/** Whether this failure took the account past one of its limits: the moment to tell its admins. */
export function accountLimitCrossed(failures: number, s: ThrottleSettings): 'sign_in_slowed' | 'sign_in_locked' | undefined {
  if (failures === s.accountLockAfter + 1) return 'sign_in_locked';
  if (failures === s.accountSlowAfter + 1) return 'sign_in_slowed';
  return undefined;
}

/** The account's sign-in state for its record's page: failures in the window, and until when it is slowed or locked. */
export async function accountSignInState(db: DbOrTx, account: string, s: ThrottleSettings) {
  const { rows } = await db.execute<{ failures: number; until: Date | string; locked: boolean }>(sql`
    select a.failures, coalesce(a.locked_until > now(), false) as locked,
           case when a.locked_until > now() then a.locked_until else a.window_start + make_interval(secs => ${s.lockSeconds}) end as until
      from login_attempts a
     where a.key = ${accountKey(account)} and a.window_start >= now() - make_interval(secs => ${s.lockSeconds})`);
  const row = rows[0];
  if (!row || row.failures <= s.accountSlowAfter) return null;
  return { failures: row.failures, state: row.locked ? ('locked' as const) : ('slowed' as const), until: row.until };
}

/**
 * A signed-in user's guesses of its own current password (`POST /staff/change_password`) count like
 * logins: LOGIN_MAX_FAILURES per account and window, then the account is locked out of it.
 */
export const countPasswordCheck = async (db: Db, staffId: number, s: ThrottleSettings) =>
  (await countAttempt(db, { key: `pw:${staffId}`, lockAfter: s.maxFailures, lockSeconds: s.lockSeconds }, s.lockSeconds)).locked;

/** A right old password clears the account's count of wrong ones. */
export async function forgivePasswordCheck(db: Db, staffId: number): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${`pw:${staffId}`}`);
}

/** After a successful login: the pair's counter is cleared and the attempt is taken back from the others. */
export async function forgiveLoginAttempt(db: Db, account: string, address: string, s: ThrottleSettings): Promise<void> {
  const [pair, ...others] = countersFor(account, address, s);
  await db.execute(sql`delete from login_attempts where key = ${pair.key}`);
  // the address becomes known to the account: it signs in there even while the account is locked
  await db.execute(sql`
    insert into login_attempts (key, failures, window_start) values (${knownKey(account, address)}, 0, now())
    on conflict (key) do update set window_start = now()`);
  await db.execute(sql`
    update login_attempts set failures = greatest(failures - 1, 0)
     where key in (${sql.join(
       others.map((c) => sql`${c.key}`),
       sql`, `,
     )})`);
}
