/**
 * The catalogs the web app starts with (every text but the late ones, late.ts), and the means to add
 * more. i18n/index.ts adds the late texts for the server and the tests.
 */
import enUS from './en-US';
import zhCN from './zh-CN';
import { LOCALES, translateIn, type Locale } from './locales';
import { mergeMessages, type Messages } from './merge';

export { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from './locales';

export const catalogs: Record<Locale, Messages> = { 'en-US': enUS, 'zh-CN': zhCN };

/** Adds texts to both catalogs (a lazily loaded part of the app adds its own as it loads). */
export function addCatalogs(messages: Record<Locale, Messages>) {
  for (const locale of LOCALES) catalogs[locale] = mergeMessages(catalogs[locale], messages[locale]);
}

/** Translates a key, falling back to en-US, then to the key itself. */
export const translate = (locale: Locale, key: string, params?: Record<string, unknown>): string =>
  translateIn(catalogs, locale, key, params);
