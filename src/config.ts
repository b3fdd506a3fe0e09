/**
 * Build settings (Vite env, all optional):
 * - VITE_API_BASE     host of the API, e.g. https://api.example.com (default '': same origin)
 * - VITE_API_PREFIX   path prefix of every call (default /distribution/b/v1)
 * - VITE_SIGN_SECRET  signing secret; empty = requests are not signed. Must equal the server's SIGN_SECRET.
 * - VITE_STORAGE_KEY  16-character AES key of the encrypted local/session storage
 * - VITE_STORAGE_IV   16-character AES iv of the encrypted local/session storage
 * - VITE_APP_VERSION  version sent as the `version` parameter and the X-App-Version header
 *                     (default: package.json's version, set in vite.config.ts)
 * - VITE_QR_DOMAIN    host of the QR ordering page: the e-menu domain a store starts with (default '': none)
 */
export interface AppConfig {
  apiBase: string;
  apiPrefix: string;
  signSecret: string;
  storageKey: string;
  storageIv: string;
  version: string;
  /** The QR ordering page's host, the default of each store's e-menu domain. */
  qrDomain: string;
  /** Request timeout in ms (docs/ui.md: 1,000,000). */
  timeout: number;
}

const env = import.meta.env;

export const config: AppConfig = {
  apiBase: env.VITE_API_BASE ?? '',
  apiPrefix: env.VITE_API_PREFIX || '/distribution/b/v1',
  signSecret: env.VITE_SIGN_SECRET ?? '',
  storageKey: env.VITE_STORAGE_KEY || 'Dstr1but0rAdm1nK',
  storageIv: env.VITE_STORAGE_IV || 'Dstr1but0rAdm1nV',
  version: env.VITE_APP_VERSION || '0.0.0',
  qrDomain: env.VITE_QR_DOMAIN ?? '',
  timeout: 1_000_000,
};

/** Storage keys start with the uppercased distributor-admin prefix (docs/ui.md). */
export const STORAGE_PREFIX = 'distributor_admin__'.toUpperCase();
