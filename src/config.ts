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
 * - VITE_FILE_API_URL, VITE_BUSINESS_CODE  the file API uploads go to, and the business code sent
 *                     with each upload (default '': this API's /file/upload; src/common/file-upload.ts)
 * - VITE_ADDRESS_API_URL  address lookup of the store form (default '': none; src/store/sections/AddressLookup.tsx)
 * - VITE_RICH_TEXT_PREVIEW_URL  where a long text's Preview opens (default '': no Preview; src/admin/crud/PreviewLink.tsx)
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
  /** The file API of uploads, and the business code sent with each; empty: this API's `/file/upload`. */
  fileApiUrl: string;
  businessCode: string;
  /** The address lookup's URL (`GET <url>?q=<text>`); empty: the address is typed only. */
  addressApiUrl: string;
  /** The rich-text preview page (`<url>?type=<resource>&id=<id>`); empty: no Preview link. */
  richTextPreviewUrl: string;
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
  fileApiUrl: env.VITE_FILE_API_URL ?? '',
  businessCode: env.VITE_BUSINESS_CODE ?? '',
  addressApiUrl: env.VITE_ADDRESS_API_URL ?? '',
  richTextPreviewUrl: env.VITE_RICH_TEXT_PREVIEW_URL ?? '',
  timeout: 1_000_000,
};

/** Storage keys start with the uppercased distributor-admin prefix (docs/ui.md). */
export const STORAGE_PREFIX = 'distributor_admin__'.toUpperCase();
