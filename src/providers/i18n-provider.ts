import type { I18nProvider } from 'ra-core';
import { catalogs, DEFAULT_LOCALE, LOCALES, toLocale, translate as translateShared, type Locale } from '../../i18n/shell';
import { interpolate, lookup } from '../../i18n/merge';
import '../locale/resource-messages';

/** Which of a text's plural forms (`Store |||| Stores`) a count takes, per language (Polyglot's rules). */
const PLURAL_FORM: Record<Locale, (count: number) => number> = {
  'en-US': (count) => (count === 1 ? 0 : 1),
  'zh-CN': () => 0,
};

type Options = Record<string, unknown> & { _?: string; smart_count?: number | { length: number } };

/** The text of a key: the language's own, else react-admin's `_` default, else en-US's, else the key. */
function templateOf(locale: Locale, key: string, options: Options): { template: string; locale: Locale } {
  const own = lookup(catalogs[locale], key);
  if (own !== undefined) return { template: own, locale };
  if (typeof options._ === 'string') return { template: options._, locale };
  const fallback = lookup(catalogs[DEFAULT_LOCALE], key);
  return { template: fallback ?? key, locale: fallback === undefined ? locale : DEFAULT_LOCALE };
}

const countOf = (value: Options['smart_count']) => (typeof value === 'number' ? value : value?.length);

/**
 * react-admin's translations from the shared catalogs (i18n/), with Polyglot's conventions that
 * react-admin's own texts use (`%{name}`, `smart_count` plurals, the `_` default); a key missing in a
 * language falls back to en-US. The language itself lives in the app state (src/admin/LocaleSync.tsx).
 * Written here rather than taken from ra-i18n-polyglot, whose Polyglot and its polyfills would weigh on
 * the first screen (docs/decisions/0008-light-login-and-fast-pages.md).
 */
export function createI18nProvider(initial: Locale): I18nProvider {
  let current = initial;
  return {
    translate(key: string, given: Options | number = {}) {
      const options: Options = typeof given === 'number' ? { smart_count: given } : given;
      const found = templateOf(current, key, options);
      const count = countOf(options.smart_count);
      const forms = found.template.split('||||');
      const form = count === undefined || forms.length === 1 ? forms[0] : (forms[PLURAL_FORM[found.locale](count)] ?? forms[0]);
      return interpolate(forms.length === 1 ? form : form.trim(), { ...options, smart_count: count });
    },
    changeLocale(locale: string) {
      current = toLocale(locale);
      return Promise.resolve();
    },
    getLocale: () => current,
    getLocales: () => LOCALES.map((locale) => ({ locale, name: translateShared(locale, `app.language.${locale}`) })),
  };
}
