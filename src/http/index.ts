import { handleSessionExpired } from '../auth/expire';
import { getDeviceId, getToken, getUserId } from '../auth/session-state';
import { config } from '../config';
import { t } from '../locale';
import { API_ERROR_TOAST_MS, quietError, toast } from '../notify/toast';
import { appState } from '../state/app-state';
import { createHttp } from './client';
import { defaultParams } from './default-params';

export { saveFile } from './download';
export type { Query } from './query';
export type { Http } from './client';

/** The app's request layer, wired to the session, the app state and the toasts. */
export const http = createHttp({
  config,
  getToken,
  defaultParams: () =>
    defaultParams({
      version: config.version,
      userId: getUserId()?.toString() ?? null,
      deviceId: getDeviceId(),
      country: appState.get().country,
      lang: appState.get().lang,
    }),
  onExpired: handleSessionExpired,
  notify: (message) => toast(message, { type: 'error', duration: API_ERROR_TOAST_MS }),
  quiet: quietError,
  translate: (key) => t(key),
});
