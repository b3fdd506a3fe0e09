import { describe, expect, it } from 'vitest';
import { signParams, verifySignature } from '../../../server/http/signature';

describe('signParams', () => {
  it('matches the fixed vector of docs/api.md', () => {
    expect(signParams({ b: '2', a: '1' }, 's3')).toBe('BE527E9279C7132B5DA699E9A2B72EAC');
  });

  it('leaves out sign itself and sorts by name in byte order', () => {
    expect(signParams({ b: '2', a: '1', sign: 'X' }, 's3')).toBe('BE527E9279C7132B5DA699E9A2B72EAC');
    expect(signParams({ a: '1', B: '2' }, '')).toBe(signParams({ B: '2', a: '1' }, ''));
  });
});

describe('verifySignature', () => {
  const now = 1_800_000_000_000;
  const query = (params: Record<string, string>) => {
    const search = new URLSearchParams(params);
    search.set('sign', signParams(params, 'k'));
    return search.toString();
  };

  it('accepts a fresh signed query, with decoded values', () => {
    expect(verifySignature(query({ timestamp: String(now), ua: 'Mozilla/5.0 (X11)', screen: '1x1' }), 'k', now)).toBe(true);
  });

  it('accepts a lowercase signature', () => {
    expect(verifySignature(query({ timestamp: String(now) }).toLowerCase(), 'k', now)).toBe(true);
  });

  it('refuses a wrong secret, a stale or missing timestamp, and repeated names', () => {
    expect(verifySignature(query({ timestamp: String(now) }), 'other', now)).toBe(false);
    expect(verifySignature(query({ timestamp: String(now - 301_000) }), 'k', now)).toBe(false);
    expect(verifySignature(query({ a: '1' }), 'k', now)).toBe(false);
    expect(verifySignature(`${query({ timestamp: String(now) })}&timestamp=1`, 'k', now)).toBe(false);
  });
});
