import { ErrorCode } from '../../resources/errors';
import { http } from '../http';
import { ApiError } from '../http/errors';
import { t } from '../locale';
import { GLOBAL_COUNTRY } from '../../resources/global-country';
import { setCountry } from '../state/app-state';
import { clearSession, getToken, getUserId, saveLogin, userInfoState } from './session-state';
import type { LoginResult, UserInfo } from './types';

let loading: Promise<UserInfo> | null = null;

/** MD5 loads when a password is sent: the login page's entry stays without it. */
const loadMd5 = () => import('../http/md5');

/**
 * The user's info: loaded once on first entry; `force` loads it again (after login, or when the
 * login page is visited while logged in). Concurrent callers share one request. Without a token
 * (never logged in, or the session just ended on a code 8) it fails as the server would, code 8,
 * without asking it: react-admin still asks for the identity and permissions of a page it leaves.
 */
export function loadUserInfo(force = false): Promise<UserInfo> {
  if (loading) return loading;
  const { user } = userInfoState.get();
  if (user && !force) return Promise.resolve(user);
  const token = getToken();
  if (!token) return Promise.reject(new ApiError(t(`errors.${ErrorCode.TokenExpired}`), 'business', ErrorCode.TokenExpired));
  const request = http.get<UserInfo>('/account_info').then((info) => {
    if (getToken() === token) userInfoState.set({ user: info });
    return info;
  });
  loading = request;
  const done = () => {
    if (loading === request) loading = null;
  };
  request.then(done, done);
  return request;
}

/**
 * Signs in with the MD5 of the password, keeps the token and staff id, loads the user info, and
 * makes the user's country the one every later request carries (kept in storage, docs/ui.md); a
 * global user's is `GLB`, which requests do not carry (src/http/default-params.ts).
 */
/** The password was right and the account has two-factor sign-in: `challenge` goes with its code. */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: string) {
    super('second factor required');
  }
}

export async function login(account: string, password: string): Promise<UserInfo> {
  const { md5 } = await loadMd5();
  const result = await http.post<LoginResult>('/login', { account, password: md5(password) }).catch((error: unknown) => {
    const challenge =
      (error instanceof ApiError && error.code === ErrorCode.SecondFactorRequired && (error.data as { challenge?: string })?.challenge) ||
      undefined;
    throw challenge ? new SecondFactorRequired(challenge) : error;
  });
  return signedIn(result);
}

/** Keeps the session of a sign-in's answer (POST /login, or its second step in SecondFactorForm.tsx). */
export async function signedIn(result: LoginResult): Promise<UserInfo> {
  saveLogin(result.token, result.staff_id);
  const info = await loadUserInfo(true);
  if (info.global) setCountry(GLOBAL_COUNTRY);
  else if (info.country) setCountry(info.country);
  return info;
}

/** Revokes the token on the server (best effort) and forgets the session. */
export async function logout(): Promise<void> {
  const account = userInfoState.get().user?.account;
  try {
    if (getToken()) await http.post('/logout', { account }, { silent: true });
  } catch {
    // the session is forgotten locally whatever the server says
  } finally {
    clearSession();
  }
}

/** Changes the password (MD5 digests); on success every token is revoked, so the session ends. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { md5 } = await loadMd5();
  const id = getUserId() ?? userInfoState.get().user?.staff_id;
  await http.post('/staff/change_password', {
    id,
    old_password: md5(oldPassword),
    new_password: md5(newPassword),
  });
  clearSession();
}
