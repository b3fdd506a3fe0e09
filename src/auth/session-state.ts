import { clearTabs } from '../layout/tabs/tab-state';
import { md5 } from '../http/md5';
import { createSharedState } from '../state/shared-state';
import { localStore, StorageKey } from '../storage';
import type { UserInfo } from './types';

export const getToken = () => localStore.get<string>(StorageKey.Token);
export const getUserId = () => localStore.get<number>(StorageKey.UserId);

export function saveLogin(token: string, staffId: number) {
  localStore.set(StorageKey.Token, token);
  localStore.set(StorageKey.UserId, staffId);
}

/** The signed-in user's info, loaded once per page load (see session.ts). */
export const userInfoState = createSharedState<{ user: UserInfo | null }>({ user: null });

/** Forgets the session: token, user id, user info and the open tabs (docs/ui.md). */
export function clearSession() {
  localStore.remove(StorageKey.Token);
  localStore.remove(StorageKey.UserId);
  userInfoState.set({ user: null });
  clearTabs();
}

/** A random id for this browser, kept in storage and sent as its hash (`device_id`). */
export function getDeviceId(): string {
  const known = localStore.get<string>(StorageKey.DeviceId);
  if (known) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = md5(Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''));
  localStore.set(StorageKey.DeviceId, id);
  return id;
}
