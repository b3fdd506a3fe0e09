/**
 * Texts only lazily loaded pages show, in both languages: the list pages' tools (bulk actions, views,
 * the filters' sheet) and empty states, and the store's payment integrations. Not in the catalogs the web app starts
 * with: those pages add them as they load (src/locale/late-texts.ts), so the first screens stay
 * within their budgets (tests/e2e/bundle-size.test.ts).
 */
import enListTools from './en-US/list-tools';
import enPayment from './en-US/payment';
import { LIST_EMPTY } from './list-empty';
import type { Locale } from './locales';
import { mergeMessages, type Messages } from './merge';
import zhListTools from './zh-CN/list-tools';
import zhPayment from './zh-CN/payment';

export const LATE_TEXTS: Record<Locale, Messages> = {
  'en-US': mergeMessages(enListTools, LIST_EMPTY['en-US'], enPayment),
  'zh-CN': mergeMessages(zhListTools, LIST_EMPTY['zh-CN'], zhPayment),
};
