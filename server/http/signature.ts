/**
 * Request signing (docs/api.md): `sign` = uppercase hex MD5 of the query parameters other than
 * `sign`, sorted by name, written `name=value` and joined with `&`, followed by the secret; the
 * `timestamp` parameter must be within 300 s of the server clock.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_MAX_SKEW_MS = 300_000;

export function signParams(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5')
    .update(text + secret, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** True when the raw query string carries a valid, fresh signature. */
export function verifySignature(rawQuery: string, secret: string, now = Date.now()): boolean {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    if (name in params) return false; // a repeated name would make the signed text ambiguous
    params[name] = value;
  }
  const { sign, timestamp } = params;
  if (!sign || !timestamp || !/^\d{1,16}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signParams(params, secret));
  const given = Buffer.from(sign.toUpperCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
