/**
 * Passwords arrive as the MD5 hex of the clear password (docs/domain.md); that digest is the secret, kept
 * only through argon2id (salted, slow).
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Compared against when the account is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

export function hashPassword(md5Hex: string): Promise<string> {
  return hash(md5Hex.toLowerCase(), OPTIONS);
}

export async function verifyPassword(storedHash: string | undefined, md5Hex: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('0'.repeat(32));
    await verify(await dummyHash, md5Hex.toLowerCase()).catch(() => false);
    return false;
  }
  return verify(storedHash, md5Hex.toLowerCase()).catch(() => false);
}
