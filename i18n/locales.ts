import { interpolate, lookup, type Messages } from './merge';

/** The languages of the app and the API, without their texts (the web app's entry loads few of them). */
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Normalises whatever a client sent (zh, zh-CN, zh_cn, en) to a supported locale. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  return value.toLowerCase().startsWith('zh') ? 'zh-CN' : DEFAULT_LOCALE;
}

/** Translates a key in `source`, falling back to en-US, then to the key itself. */
export function translateIn(source: Record<Locale, Messages>, locale: Locale, key: string, params?: Record<string, unknown>): string {
  const template = lookup(source[locale], key) ?? lookup(source[DEFAULT_LOCALE], key) ?? key;
  return interpolate(template, params);
}
