/**
 * Two-factor sign-in (TOTP, RFC 6238, via `otpauth`): the secret sealed with DATA_KEY
 * (server/domain/secrets.ts), a code accepted within ±1 time step and never twice (the last accepted
 * step is kept per account and moved forward atomically), and single-use recovery codes.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../db';
import { writeAudit } from '../domain/audit';
import { secretBox } from '../domain/secrets';

const PERIOD = 30;
export const RECOVERY_CODES = 10;

const aad = (staffId: number) => `staff_two_factor:${staffId}`;

export function totpOf(secret: string, account: string): TOTP {
  return new TOTP({ issuer: 'Distributor Admin', label: account, secret: Secret.fromBase32(secret), period: PERIOD, digits: 6 });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export const sealTotpSecret = (dataKey: string, staffId: number, secret: string) => secretBox(dataKey).seal(secret, aad(staffId));
const openTotpSecret = (dataKey: string, staffId: number, sealed: string) => secretBox(dataKey).open(sealed, aad(staffId));

/** `salt:sha256(salt + code)`, the code normalised (no spaces or dashes, lower case). */
function hashRecoveryCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256')
    .update(salt + normaliseRecoveryCode(code))
    .digest('hex')}`;
}

const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

function recoveryCodeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashRecoveryCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Ten fresh codes (`xxxxx-xxxxx`, 50 random bits each) and what is stored of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(7).toString('hex').slice(0, 10);
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  return { codes, hashes: codes.map((c) => hashRecoveryCode(c)) };
}

/** The time step of a valid code of `secret` at this moment (±1 step), or undefined. */
export function acceptedStep(secret: string, account: string, code: string): number | undefined {
  const now = Date.now();
  const delta = totpOf(secret, account).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

/**
 * Checks `code` of an account: a TOTP code of its (enabled, or with `pending` the awaiting) secret,
 * or one of its unused recovery codes. Marks it used in the same statement that checks it is unused.
 */
export async function useSecondFactor(
  db: DbOrTx,
  dataKey: string,
  who: { staffId: number; account: string },
  code: string,
  pending = false,
): Promise<boolean> {
  const { rows } = await db.execute<{ secret: string }>(sql`
    select secret from staff_two_factor
     where staff_id = ${who.staffId} and (enabled_at is ${pending ? sql`null` : sql`not null`})`);
  if (!rows[0]) return false;
  if (/^\d{6}$/.test(code)) {
    const step = acceptedStep(openTotpSecret(dataKey, who.staffId, rows[0].secret), who.account, code);
    if (step === undefined) return false;
    const moved = await db.execute(sql`
      update staff_two_factor set last_step = ${step} where staff_id = ${who.staffId} and last_step < ${step} returning staff_id`);
    return moved.rows.length === 1;
  }
  if (pending) return false;
  const codes = await db.execute<{ id: number; code_hash: string }>(sql`
    select id, code_hash from two_factor_recovery where staff_id = ${who.staffId} and used_at is null`);
  const match = codes.rows.find((r) => recoveryCodeMatches(r.code_hash, code));
  if (!match) return false;
  const used = await db.execute(sql`
    update two_factor_recovery set used_at = now() where id = ${match.id} and used_at is null returning id`);
  return used.rows.length === 1;
}

/** Whether the account has two-factor sign-in turned on. */
export async function hasSecondFactor(db: DbOrTx, staffId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from staff_two_factor where staff_id = ${staffId} and enabled_at is not null`);
  return rows.length > 0;
}

/** Turns it off: the secret and the recovery codes are dropped. */
export async function removeSecondFactor(db: DbOrTx, staffId: number): Promise<void> {
  await db.execute(sql`delete from staff_two_factor where staff_id = ${staffId}`);
  await db.execute(sql`delete from two_factor_recovery where staff_id = ${staffId}`);
}

/** An admin's reset of another account's second factor (rescue, reset_password), in the audit log. */
export async function resetSecondFactor(db: DbOrTx, by: { staffId: number; orgId: number }, staffId: number): Promise<void> {
  await removeSecondFactor(db, staffId);
  await writeAudit(db, by, { action: 'two_factor_reset', resource: 'staff', recordId: staffId });
}
