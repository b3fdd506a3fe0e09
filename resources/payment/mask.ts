/**
 * Secrets are write-only (docs/domain.md): the API answers them masked to their last 4 characters,
 * and a save that sends the masked value back unchanged keeps the stored secret.
 */
export const MASK_PREFIX = '****';
/** Shorter secrets would show whole in their last 4 characters. */
export const SECRET_MIN_LENGTH = 8;

/** `****` and the last 4 characters; '' when there is no secret. */
export const maskSecret = (value: string) => (value ? MASK_PREFIX + value.slice(-4) : '');

/** A value in the masked form: either the stored secret's own mask, or not a secret at all. */
export const looksMasked = (value: unknown) => typeof value === 'string' && value.startsWith(MASK_PREFIX);
