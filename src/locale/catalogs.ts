import enLogin from '../../i18n/en-US/login';
import enErrors from '../../i18n/en-US/errors';
import { translateIn, type Locale } from '../../i18n/locales';
import { mergeMessages, type Messages } from '../../i18n/merge';
import zhLogin from '../../i18n/zh-CN/login';
import zhErrors from '../../i18n/zh-CN/errors';

/**
 * The texts the web app translates with. The entry holds those of the login page (i18n/<lang>/login.ts) and the
 * request layer's errors (errors.ts); the app's chunk installs every catalog
 * (src/locale/full-catalogs.ts) before any of its components renders (docs/ui.md, "Loading").
 */
let active: Record<Locale, Messages> = {
  'en-US': mergeMessages(enErrors, enLogin),
  'zh-CN': mergeMessages(zhErrors, zhLogin),
};

export function installCatalogs(all: Record<Locale, Messages>): void {
  active = all;
}

export const translateActive = (locale: Locale, key: string, params?: Record<string, unknown>): string =>
  translateIn(active, locale, key, params);
