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

const clearedListeners = new Set<() => void>();

/** Called when the session is forgotten: the tab bar empties its tabs (no dependency of the login page on the shell). */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Forgets the session: token, user id, user info and the open tabs (docs/ui.md). */
export function clearSession() {
  localStore.remove(StorageKey.Token);
  localStore.remove(StorageKey.UserId);
  localStore.remove(StorageKey.MultipleTabs);
  userInfoState.set({ user: null });
  clearedListeners.forEach((listener) => listener());
}

/** A random id for this browser (128 bits as 32 hex digits, the shape of an MD5), kept in storage (`device_id`). */
export function getDeviceId(): string {
  const known = localStore.get<string>(StorageKey.DeviceId);
  if (known) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStore.set(StorageKey.DeviceId, id);
  return id;
}
