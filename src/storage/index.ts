import { config, STORAGE_PREFIX } from '../config';
import { aesEcb } from './crypto';
import { createWebStorage } from './web-storage';

export { StorageKey } from './keys';

/** Stored values expire after 30 days (docs/ui.md). */
export const STORAGE_TTL = 30 * 24 * 60 * 60 * 1000;

const cipher = aesEcb(config.storageKey, config.storageIv);
const safe = (get: () => Storage) => () => {
  try {
    return get();
  } catch {
    return undefined;
  }
};

export const localStore = createWebStorage({
  backend: safe(() => window.localStorage),
  cipher,
  prefix: STORAGE_PREFIX,
  ttl: STORAGE_TTL,
});

export const sessionStore = createWebStorage({
  backend: safe(() => window.sessionStorage),
  cipher,
  prefix: STORAGE_PREFIX,
  ttl: STORAGE_TTL,
});
