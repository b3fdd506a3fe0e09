import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../../src/config';
import { localStore, sessionStore, STORAGE_TTL, StorageKey } from '../../../src/storage';
import { aesEcb } from '../../../src/storage/crypto';
import { createWebStorage } from '../../../src/storage/web-storage';

const cipher = aesEcb('0123456789abcdef', 'fedcba9876543210');

function storageAt(clock: { now: number }, backend: Storage = window.localStorage) {
  return createWebStorage({ backend: () => backend, cipher, prefix: 'TEST__', ttl: 1000, now: () => clock.now });
}

describe('encrypted storage', () => {
  it('stores values encrypted under the uppercased prefix', () => {
    localStore.set(StorageKey.Token, 'secret-token');
    const raw = window.localStorage.getItem('DISTRIBUTOR_ADMIN__TOKEN');
    expect(STORAGE_PREFIX).toBe('DISTRIBUTOR_ADMIN__');
    expect(raw).toBeTruthy();
    expect(raw).not.toContain('secret-token');
    expect(localStore.get(StorageKey.Token)).toBe('secret-token');
  });

  it('keeps objects, numbers and booleans', () => {
    const store = storageAt({ now: 0 });
    store.set('a', { list: [1, 'x'], ok: true });
    store.set('n', 0);
    expect(store.get('a')).toEqual({ list: [1, 'x'], ok: true });
    expect(store.get('n')).toBe(0);
  });

  it('uses AES-ECB: the same text encrypts the same way, a 16-character key is required', () => {
    expect(cipher.encrypt('abc')).toBe(cipher.encrypt('abc'));
    expect(cipher.decrypt(cipher.encrypt('门店'))).toBe('门店');
    expect(() => aesEcb('short', '0123456789abcdef')).toThrow();
  });

  it('reads what earlier versions stored (crypto-js, AES-128-ECB, PKCS7, base64)', () => {
    const earlier = aesEcb('0123456789abcdef', 'abcdefghijklmnop');
    const text = '{"value":"tok\u00e9n-日本","time":1}';
    const stored = 'Fj25dHEb0s0l4asa0QSwihlTwjqxuQdpr22pmm1pnSjxkWZ/BKJWUg4BT+acCetA';
    expect(earlier.encrypt(text)).toBe(stored);
    expect(earlier.decrypt(stored)).toBe(text);
    expect(() => aesEcb('fedcba9876543210', 'abcdefghijklmnop').decrypt(stored)).toThrow();
  });

  it('decrypts a stored value once, and again only when another writer changed it', () => {
    let decrypts = 0;
    const counting = { encrypt: cipher.encrypt, decrypt: (text: string) => (decrypts++, cipher.decrypt(text)) };
    const make = () => createWebStorage({ backend: () => window.localStorage, cipher: counting, prefix: 'COUNT__', ttl: null });
    const store = make();
    store.set('k', 'one');
    for (let i = 0; i < 5; i++) expect(store.get('k')).toBe('one');
    expect(decrypts).toBe(0);
    // another tab (another storage object) writes the same key
    make().set('k', 'two');
    expect(store.get('k')).toBe('two');
    expect(store.get('k')).toBe('two');
    expect(decrypts).toBe(1);
  });

  it('reads an expired value as absent and removes it', () => {
    const clock = { now: 1_000 };
    const store = storageAt(clock);
    store.set('k', 'v');
    clock.now += 999;
    expect(store.get('k')).toBe('v');
    clock.now += 1;
    expect(store.get('k')).toBeNull();
    expect(window.localStorage.getItem('TEST__K')).toBeNull();
  });

  it('expires after 30 days by default', () => {
    expect(STORAGE_TTL).toBe(30 * 24 * 3600 * 1000);
  });

  it('reads a value it cannot decrypt as absent, without throwing', () => {
    const store = storageAt({ now: 0 });
    window.localStorage.setItem('TEST__BROKEN', 'not encrypted at all');
    expect(store.get('broken')).toBeNull();
    const other = aesEcb('AAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBB');
    window.localStorage.setItem('TEST__OTHER', other.encrypt(JSON.stringify({ value: 1, time: 0, expire: null })));
    expect(store.get('other')).toBeNull();
    window.localStorage.setItem('TEST__JSON', cipher.encrypt('{not json'));
    expect(store.get('json')).toBeNull();
  });

  it('clears only its own keys', () => {
    const store = storageAt({ now: 0 });
    store.set('mine', 1);
    window.localStorage.setItem('SOMEONE_ELSE', 'x');
    store.clear();
    expect(store.get('mine')).toBeNull();
    expect(window.localStorage.getItem('SOMEONE_ELSE')).toBe('x');
  });

  it('has a session storage twin', () => {
    sessionStore.set(StorageKey.CountryList, 42);
    expect(window.sessionStorage.getItem('DISTRIBUTOR_ADMIN__COUNTRY_LIST')).not.toContain('42');
    expect(sessionStore.get(StorageKey.CountryList)).toBe(42);
    expect(localStore.get(StorageKey.CountryList)).toBeNull();
  });

  it('tolerates a missing browser storage', () => {
    const store = createWebStorage({ backend: () => undefined, cipher, prefix: 'X', ttl: null });
    store.set('a', 1);
    expect(store.get('a')).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
