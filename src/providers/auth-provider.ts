import type { AuthProvider } from 'react-admin';
import { canAccessResource, userPermissions } from '../auth/permissions';
import { loadUserInfo, login } from '../auth/session';
import { clearSession, getToken } from '../auth/session-state';
import { ApiError } from '../http/errors';
import { ErrorCode } from '../../resources/errors';
import { weekdayAvatar } from '../layout/header/weekday-avatar';
import { currentFullPath, loginPath } from '../routes/navigator';

/**
 * react-admin's view of the session (src/auth/session.ts). The route guard: no token, or a token the
 * server refused (code 8) goes to login with a redirect back. Code 8 is handled by the request layer
 * (src/auth/expire.ts, which clears the token), so neither checkAuth nor checkError logs out for any
 * other failure: a cancelled request (navigation, React Query) or a network blip keeps the session,
 * and the user info is loaded again by the next caller.
 */
/** The session is over: the server answered code 8 (the request layer then forgot the token). */
const expired = (error: unknown) =>
  !getToken() || (error instanceof ApiError && error.kind === 'business' && error.code === ErrorCode.TokenExpired);

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await login(username, password);
  },
  // the header's logout calls the server first (src/auth/session.ts); this forgets the session and
  // answers where react-admin goes next: the login page, with a redirect back
  async logout() {
    clearSession();
    return loginPath(currentFullPath());
  },
  async checkAuth() {
    // where to come back to, taken before any request could move the browser to the login page
    const back = { redirectTo: loginPath(currentFullPath()), message: false };
    if (!getToken()) throw back;
    try {
      await loadUserInfo();
    } catch (error) {
      if (!expired(error)) return;
      clearSession();
      throw back;
    }
  },
  async checkError() {},
  async getIdentity() {
    const user = await loadUserInfo();
    return { id: user.staff_id, fullName: user.name, avatar: weekdayAvatar() };
  },
  async getPermissions() {
    return userPermissions(await loadUserInfo());
  },
  async canAccess({ resource, action }) {
    return canAccessResource(await loadUserInfo(), resource, action);
  },
};
