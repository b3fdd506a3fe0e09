import enUS from './en-US';
import zhCN from './zh-CN';
import { interpolate, lookup, type Messages } from './merge';

export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const catalogs: Record<Locale, Messages> = { 'en-US': enUS, 'zh-CN': zhCN };

/** Normalises whatever a client sent (zh, zh-CN, zh_cn, en) to a supported locale. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  return value.toLowerCase().startsWith('zh') ? 'zh-CN' : DEFAULT_LOCALE;
}

/** Translates a key, falling back to en-US, then to the key itself. */
export function translate(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const template = lookup(catalogs[locale], key) ?? lookup(catalogs[DEFAULT_LOCALE], key) ?? key;
  return interpolate(template, params);
}
