import enUS from './en-US';
import zhCN from './zh-CN';
import { translateIn, type Locale } from './locales';
import type { Messages } from './merge';

export { DEFAULT_LOCALE, LOCALES, toLocale, type Locale } from './locales';

export const catalogs: Record<Locale, Messages> = { 'en-US': enUS, 'zh-CN': zhCN };

/** Translates a key, falling back to en-US, then to the key itself. */
export const translate = (locale: Locale, key: string, params?: Record<string, unknown>): string =>
  translateIn(catalogs, locale, key, params);
