import { describe, expect, it } from 'vitest';
import { DataKeyError, secretBox } from '../../../server/domain/secrets';

const box = secretBox('unit-test-data-key-0001');
const AAD = 'payment_configs:1:stripe';

describe('secretBox (AES-256-GCM keyed from DATA_KEY)', () => {
  it('opens what it sealed; the same text sealed twice differs (fresh IV) and never shows in clear', () => {
    const a = box.seal('sk_live_abcdef', AAD);
    const b = box.seal('sk_live_abcdef', AAD);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk_live');
    expect(a.split('.')).toHaveLength(5);
    expect(box.open(a, AAD)).toBe('sk_live_abcdef');
  });

  it('refuses, with a message naming DATA_KEY, a value sealed with another key', () => {
    const sealed = secretBox('another-unit-test-key-02').seal('x', AAD);
    expect(() => box.open(sealed, AAD)).toThrow(DataKeyError);
    expect(() => box.open(sealed, AAD)).toThrow(/another DATA_KEY/);
  });

  it('refuses a value altered, or moved to another row, instead of answering garbage', () => {
    const sealed = box.seal('sk_live_abcdef', AAD);
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[4], 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 4), flipped.toString('base64url')].join('.'), AAD)).toThrow(/integrity/);
    expect(() => box.open(sealed, 'payment_configs:2:stripe')).toThrow(/integrity/);
    expect(() => box.open('plain text', AAD)).toThrow(/known format/);
  });

  it('derives the key once per DATA_KEY', () => {
    expect(secretBox('unit-test-data-key-0001')).toBe(box);
    expect(secretBox('unit-test-data-key-0001').keyId).toMatch(/^[0-9a-f]{12}$/);
  });
});
