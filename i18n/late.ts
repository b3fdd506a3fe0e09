/**
 * Texts only lazily loaded pages show, in both languages: the list pages' tools (bulk actions, views,
 * the filters' sheet) and empty states, the store's payment integrations, an employee's sign-in state, the words of the audit trail's changes and its action labels, the business refusals' messages, the sign-in and sessions dialog and the reminders. Not in the catalogs the web app starts
 * with: those pages add them as they load (src/locale/late-texts.ts), so the first screens stay
 * within their budgets (tests/e2e/bundle-size.test.ts).
 */
import enAudit from './en-US/audit';
import enAuditActions from './en-US/audit-actions';
import enBusinessErrors from './en-US/business-errors';
import enImport from './en-US/import';
import enSecurity from './en-US/security';
import enListTools from './en-US/list-tools';
import enPayment from './en-US/payment';
import enReminders from './en-US/reminders';
import enSignInState from './en-US/sign-in-state';
import { LIST_EMPTY } from './list-empty';
import type { Locale } from './locales';
import { mergeMessages, type Messages } from './merge';
import zhAudit from './zh-CN/audit';
import zhAuditActions from './zh-CN/audit-actions';
import zhBusinessErrors from './zh-CN/business-errors';
import zhImport from './zh-CN/import';
import zhSecurity from './zh-CN/security';
import zhListTools from './zh-CN/list-tools';
import zhPayment from './zh-CN/payment';
import zhReminders from './zh-CN/reminders';
import zhSignInState from './zh-CN/sign-in-state';

export const LATE_TEXTS: Record<Locale, Messages> = {
  'en-US': mergeMessages(
    enListTools,
    LIST_EMPTY['en-US'],
    enPayment,
    enSignInState,
    enAudit,
    enAuditActions,
    enBusinessErrors,
    enSecurity,
    enReminders,
    enImport,
  ),
  'zh-CN': mergeMessages(
    zhListTools,
    LIST_EMPTY['zh-CN'],
    zhPayment,
    zhSignInState,
    zhAudit,
    zhAuditActions,
    zhBusinessErrors,
    zhSecurity,
    zhReminders,
    zhImport,
  ),
};
