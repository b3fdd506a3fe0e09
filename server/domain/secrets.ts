/**
 * Secrets at rest (payment credentials, OAuth tokens): AES-256-GCM with a key derived from
 * `DATA_KEY` (server/config.ts). A sealed value names the key it was sealed with (a fingerprint,
 * not the key) and is bound to where it is stored (`aad`), so that a value opened with another key,
 * or moved to another row, fails with a clear error instead of giving garbage.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ConfigError } from '../config';
import type { DbOrTx } from '../db';

/** The stored secrets cannot be read with this server's DATA_KEY. */
export class DataKeyError extends Error {}

export interface SecretBox {
  /** A short fingerprint of the key, stored with every sealed value. */
  keyId: string;
  seal(plain: string, aad: string): string;
  open(sealed: string, aad: string): string;
}

const VERSION = 'v1';
const SALT = 'distributor-admin/data-key/v1';
const boxes = new Map<string, SecretBox>();

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function createBox(dataKey: string): SecretBox {
  const key = scryptSync(dataKey, SALT, 32);
  const keyId = createHmac('sha256', key).update('key-id').digest('hex').slice(0, 12);
  return {
    keyId,
    seal(plain, aad) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    open(sealed, aad) {
      const [version, sealedKeyId, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || body === undefined)
        throw new DataKeyError('A stored secret is not in a known format: it cannot be decrypted');
      if (sealedKeyId !== keyId) {
        throw new DataKeyError(
          `Stored secrets were encrypted with another DATA_KEY (key id ${sealedKeyId}; this server's is ${keyId}): start the server with the DATA_KEY they were written with`,
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(aad))
          .setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new DataKeyError(
          'A stored secret failed its integrity check (altered, or moved from another record): it cannot be decrypted',
        );
      }
    },
  };
}

/** The box of `dataKey`, derived once per key (scrypt). */
export function secretBox(dataKey: string): SecretBox {
  // an unset DATA_KEY is '' in the configuration: server/data-key.ts gives the key to seal with
  if (dataKey.length < 16) throw new DataKeyError('No DATA_KEY, or one shorter than 16 characters: secrets cannot be sealed');
  let box = boxes.get(dataKey);
  if (!box) {
    box = createBox(dataKey);
    boxes.set(dataKey, box);
  }
  return box;
}

/**
 * The start-up check: every stored secret must have been sealed with this server's key, or the
 * server refuses to start (ConfigError naming DATA_KEY) rather than fail on each read.
 */
export async function checkDataKey(db: DbOrTx, dataKey: string): Promise<void> {
  const { keyId } = secretBox(dataKey);
  const { rows } = await db.execute<{ key_id: string }>(sql`
    select split_part(secrets, '.', 2) as key_id from payment_configs
     where secrets <> '' and split_part(secrets, '.', 2) <> ${keyId} limit 1`);
  if (rows.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  DATA_KEY: the stored payment secrets were encrypted with another key (key id ${rows[0].key_id}; this DATA_KEY's is ${keyId}). Start with the DATA_KEY they were written with.`,
    );
  }
}
