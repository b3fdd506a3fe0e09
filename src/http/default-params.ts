import { isGlobalCountry } from '../../resources/global-country';
import { toStrings } from './query';

export interface ClientInfo {
  version: string;
  userId: string | null;
  deviceId: string;
  /** The user's country; a global user's (`GLB`) is sent as none: it means every country. */
  country: string;
  lang: string;
}

/** The default query parameters of every call (docs/api.md, Default query parameters). */
export function defaultParams(info: ClientInfo, now = Date.now()): Record<string, string> {
  return toStrings({
    device_id: info.deviceId,
    platform: 'web',
    version: info.version,
    ua: navigator.userAgent,
    device_type: 'pc',
    uid: info.userId,
    timestamp: now,
    country: isGlobalCountry(info.country) ? null : info.country,
    lang: info.lang,
    screen: `${window.screen.width}x${window.screen.height}`,
    app: 'Distributor',
  });
}
