/**
 * Login throttling, kept in the database so every API process shares it (docs/API.md: 1029).
 * Three counters, each over a window of LOGIN_LOCK_SECONDS:
 * - account + address: LOGIN_MAX_FAILURES failures lock that pair; a stranger elsewhere cannot lock
 *   the real user out, and a success clears it;
 * - address: ten times as many failures lock the address (password spraying);
 * - account: fifty times as many, from anywhere, lock the account for one minute only, so a
 *   distributed guesser is slowed without shutting the owner out for long.
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

export async function isLoginLocked(db: Db, account: string, address: string, s: ThrottleSettings): Promise<boolean> {
  const keys = countersFor(account, address, s).map((c) => c.key);
  const result = await db.execute(sql`
    select 1 from login_attempts
     where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) and locked_until > now()
     limit 1`);
  return result.rows.length > 0;
}

export async function recordLoginFailure(db: Db, account: string, address: string, s: ThrottleSettings): Promise<void> {
  for (const c of countersFor(account, address, s)) {
    await db.execute(sql`
      insert into login_attempts as a (key, failures, window_start)
      values (${c.key}, 1, now())
      on conflict (key) do update set
        failures = case when a.window_start < now() - make_interval(secs => ${s.lockSeconds}) then 1 else a.failures + 1 end,
        window_start = case when a.window_start < now() - make_interval(secs => ${s.lockSeconds}) then now() else a.window_start end,
        locked_until = case
          when (case when a.window_start < now() - make_interval(secs => ${s.lockSeconds}) then 1 else a.failures + 1 end) >= ${c.limit}
          then now() + make_interval(secs => ${c.lockSeconds})
          else a.locked_until end`);
  }
}

export async function clearLoginFailures(db: Db, account: string, address: string, s: ThrottleSettings): Promise<void> {
  const [pair] = countersFor(account, address, s);
  await db.execute(sql`delete from login_attempts where key = ${pair.key}`);
}
