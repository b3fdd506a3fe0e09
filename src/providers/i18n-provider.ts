import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { catalogs, DEFAULT_LOCALE, LOCALES, toLocale, translate, type Locale } from '../../i18n';
import '../locale/resource-messages';

/**
 * react-admin's translations from the shared catalogs (i18n/); a key missing in a language falls
 * back to en-US. The language itself lives in the app state (src/admin/LocaleSync.tsx).
 */
export function createI18nProvider(initial: Locale) {
  return polyglotI18nProvider(
    (locale) => catalogs[toLocale(locale)] as TranslationMessages,
    initial,
    LOCALES.map((locale) => ({ locale, name: translate(locale, `app.language.${locale}`) })),
    {
      allowMissing: true,
      onMissingKey: (key: string, options: Record<string, unknown>) => translate(DEFAULT_LOCALE, key, options),
    },
  );
}
