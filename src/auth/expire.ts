import { ErrorCode } from '../../resources/errors';
import { t } from '../locale';
import { API_ERROR_TOAST_MS, toast } from '../notify/toast';
import { currentFullPath, loginPath, navigateTo } from '../routes/navigator';
import { clearSession, getToken } from './session-state';

/**
 * Code 8 (docs/ui.md): 'Login expired, please login again', the session and tabs cleared, and the login
 * page with a redirect back. Several calls failing together act once: the first clears the token.
 */
export function handleSessionExpired() {
  if (!getToken()) return;
  toast(t(`errors.${ErrorCode.TokenExpired}`), { type: 'error', duration: API_ERROR_TOAST_MS });
  clearSession();
  navigateTo(loginPath(currentFullPath()), { replace: true });
}
