import type { Permission } from '../../resources/permissions';
import { actorOfUser } from '../auth/permissions';
import { userInfoState } from '../auth/session-state';
import type { UserInfo } from '../auth/types';
import { useSharedState } from '../state/shared-state';

/** The signed-in user's info (loaded by the route guard before any page shows). */
export const useUser = (): UserInfo | null => useSharedState(userInfoState, (s) => s.user);

/** Whether the user sees every country (`global` of account_info): the lists' country filter and column. */
export const useGlobal = (): boolean => useSharedState(userInfoState, (s) => s.user?.global === true);

/**
 * Whether the server lets the user do `permission`: its `perm_codes` (account_info), so that a
 * button that would be refused is not shown. The server still checks every call.
 */
export function useCan(permission: Permission): boolean {
  return useSharedState(userInfoState, (s) => !!s.user?.perm_codes.includes(permission));
}

/** The user as the shared permission rules see them (resources/permissions). */
export function useActor() {
  const user = useUser();
  return user ? actorOfUser(user) : null;
}
