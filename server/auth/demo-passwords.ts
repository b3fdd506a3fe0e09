/**
 * Which demo accounts (server/db/seed/demo-data.ts) can still sign in with the password the README
 * and the start-up output print: their stored argon2 hash still verifies against it. An account that
 * is disabled, or whose org chain is, cannot sign in and is left out. Each verification is kept by
 * hash, so that only a hash not seen before (a new password) costs one: the start-up check pays for
 * the demo's few hashes once, and later checks are a query.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db';
import { DEMO_PASSWORDS } from '../db/seed/demo-data';
import { chainIsValid } from './actor';
import { verifyPassword } from './passwords';

/** Verdicts by `password|hash`; past this many (password changes), the memory starts again. */
const MAX_KEPT = 1000;
const verdicts = new Map<string, Promise<boolean>>();

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function stillDemo(hash: string, password: string): Promise<boolean> {
  const key = `${password}|${hash}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    if (verdicts.size >= MAX_KEPT) verdicts.clear();
    verdict = verifyPassword(hash, md5(password));
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** Whether `hash` (an account's stored hash) still verifies against the account's published demo password. */
export function hasPublishedPassword(account: string, hash: string): Promise<boolean> {
  const password = DEMO_PASSWORDS.get(account.toLowerCase());
  return password === undefined ? Promise.resolve(false) : stillDemo(hash, password);
}

/** The demo accounts that can sign in with their printed password, in the order they were made. */
export async function demoPasswordAccounts(db: DbOrTx): Promise<string[]> {
  const { rows } = await db.execute<{ account: string; password_hash: string }>(sql`
    select s.account, s.password_hash from staff s join orgs o on o.id = s.org_id
     where s.account in (${sql.join(
       [...DEMO_PASSWORDS.keys()].map((account) => sql`${account}`),
       sql`, `,
     )})
       and s.status = 'valid' and ${chainIsValid(sql`o.path`)}
     order by s.id`);
  const found = await Promise.all(rows.map((row) => stillDemo(row.password_hash, DEMO_PASSWORDS.get(row.account)!)));
  return rows.filter((_, i) => found[i]).map((row) => row.account);
}

/** The start-up warning (server/server.ts): every start names the accounts still open to anyone. */
export async function warnOfDemoPasswords(app: FastifyInstance): Promise<string[]> {
  const accounts = await demoPasswordAccounts(app.database.db);
  if (accounts.length > 0) {
    app.log.warn(
      { accounts },
      `Demo accounts still have their published passwords: ${accounts.join(', ')}. Change their passwords or disable them (README, "Running it for real").`,
    );
  }
  return accounts;
}
