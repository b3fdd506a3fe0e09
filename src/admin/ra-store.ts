import { memoryStore, type Store } from 'ra-core';
import { getUserId } from '../auth/session-state';
import { localStore } from '../storage';

/**
 * The react-admin keys a user's choices live under: a table's hidden columns and their order
 * (`<resource>.datatable`, `<resource>.datatable_columnRanks`) and the saved views
 * (`<resource>.savedQueries`). Everything else react-admin keeps (selections, list params) stays in memory.
 */
const KEPT = /\.(datatable|datatable_columnRanks|savedQueries)$/;

export const isKeptKey = (key: string) => KEPT.test(key);

/** Where a kept key goes in the app's encrypted storage: one copy per signed-in user. */
const storageKeyOf = (key: string) => `RA_${getUserId() ?? 'anonymous'}_${key}`;

/**
 * react-admin's store: memory, except the user's column choices and saved views, which are also
 * written to the app's own encrypted storage (src/storage) under the user's id, so that they
 * survive a reload and are not another user's on the same browser.
 */
export function userChoicesStore(): Store {
  const memory = memoryStore();
  return {
    ...memory,
    getItem<T>(key: string, defaultValue?: T) {
      if (!isKeptKey(key)) return memory.getItem<T>(key, defaultValue);
      const kept = localStore.get<T>(storageKeyOf(key));
      return kept ?? defaultValue;
    },
    setItem<T>(key: string, value: T) {
      if (isKeptKey(key)) {
        if (value === undefined) localStore.remove(storageKeyOf(key));
        else localStore.set(storageKeyOf(key), value);
      }
      memory.setItem(key, value);
    },
    removeItem(key: string) {
      if (isKeptKey(key)) localStore.remove(storageKeyOf(key));
      memory.removeItem(key);
    },
  };
}
