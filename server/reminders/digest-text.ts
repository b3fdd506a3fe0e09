/** The daily digest email of one account's reminders, in the account's language. */
import { translate, type Locale } from '../../i18n';
import type { ReminderItem } from '../../resources/reminders';

/** One line of an item, as the bell words it. */
export function itemLine(locale: Locale, item: ReminderItem): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, `app.reminders.${key}`, params);
  const params = {
    count: item.count,
    day: item.day,
    window: item.window,
    org: item.org_name,
    balance: item.balance,
    threshold: item.threshold,
  };
  const line = t(item.kind, params);
  if (item.stores.length === 0) return line;
  const names = item.stores.map((s) => s.name).join(', ');
  const more = item.count > item.stores.length ? ` ${t('more', { count: item.count - item.stores.length })}` : '';
  return `${line}: ${names}${more}`;
}

export function digestText(
  locale: Locale,
  digest: { name: string; org: string; day: string; items: ReminderItem[] },
): { subject: string; text: string } {
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, `app.reminders.email.${key}`, params);
  const lines = digest.items.length > 0 ? digest.items.map((item) => `- ${itemLine(locale, item)}`) : [t('none')];
  return {
    subject: t('subject', { org: digest.org, day: digest.day }),
    text: [t('greeting', { name: digest.name }), '', t('intro', { day: digest.day }), '', ...lines, '', t('footer'), ''].join('\n'),
  };
}
