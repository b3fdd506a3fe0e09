import type { Cipher } from './crypto';

export interface WebStorageOptions {
  /** The browser storage; a function so that a missing one (private mode, tests) is tolerated. */
  backend: () => Storage | undefined;
  cipher: Cipher;
  prefix: string;
  /** Lifetime of a value in ms; null = never expires. */
  ttl: number | null;
  now?: () => number;
}

interface Envelope {
  value: unknown;
  time: number;
  expire: number | null;
}

export interface WebStorage {
  get<T>(key: string): T | null;
  set(key: string, value: unknown, ttl?: number | null): void;
  remove(key: string): void;
  /** Removes this app's keys only. */
  clear(): void;
}

/**
 * Encrypted, expiring key/value storage. A value that cannot be decrypted, cannot be parsed or has
 * expired reads as absent (and is removed); it never throws.
 */
export function createWebStorage(options: WebStorageOptions): WebStorage {
  const { backend, cipher, prefix, ttl: defaultTtl } = options;
  const now = options.now ?? Date.now;
  const fullKey = (key: string) => `${prefix}${key}`.toUpperCase();
  /** Each key's last stored text and its plaintext: decrypting costs far more than reading, and renders read the same values again and again. */
  const plaintexts = new Map<string, { stored: string; text: string }>();
  const decrypted = (full: string, stored: string) => {
    const known = plaintexts.get(full);
    if (known?.stored === stored) return known.text;
    const text = cipher.decrypt(stored);
    plaintexts.set(full, { stored, text });
    return text;
  };

  function remove(key: string) {
    backend()?.removeItem(fullKey(key));
  }

  function read(key: string): Envelope | null {
    const full = fullKey(key);
    const raw = backend()?.getItem(full);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(decrypted(full, raw)) as Envelope;
      if (parsed.expire !== null && parsed.expire <= now()) return null;
      return parsed;
    } catch {
      return null;
    }
  }

  return {
    get<T>(key: string): T | null {
      const envelope = read(key);
      if (!envelope) {
        remove(key);
        return null;
      }
      return envelope.value as T;
    },
    set(key, value, ttl = defaultTtl) {
      const time = now();
      const envelope: Envelope = { value, time, expire: ttl === null ? null : time + ttl };
      const full = fullKey(key);
      const text = JSON.stringify(envelope);
      try {
        const stored = cipher.encrypt(text);
        backend()?.setItem(full, stored);
        plaintexts.set(full, { stored, text });
      } catch {
        // a full or disabled storage only loses the persisted copy
      }
    },
    remove,
    clear() {
      const storage = backend();
      if (!storage) return;
      const own = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => !!key && key.startsWith(prefix.toUpperCase()),
      );
      own.forEach((key) => storage.removeItem(key));
    },
  };
}
