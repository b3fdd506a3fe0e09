/**
 * How a configuration value may appear in a message (server/config.ts refuses a bad one by name):
 * a secret's never, only whether it was set, and a URL's password never, whatever the variable.
 */

/** Variables holding a secret, by name: DATA_KEY, SIGN_SECRET, SEVENSHIFTS_CLIENT_SECRET, METRICS_TOKEN... */
const SECRET_NAME = /(KEY|SECRET|TOKEN|PASSWORD)$/;

/** `scheme://user:password@host`: the password part. */
const URL_PASSWORD = /(\/\/[^/:@]*:)[^@/]*@/g;

export function shownValue(name: string, value: unknown): string {
  if (value === undefined) return 'unset';
  if (SECRET_NAME.test(name)) return `(hidden, ${String(value).length} characters)`;
  return JSON.stringify(value).replace(URL_PASSWORD, '$1***@');
}
