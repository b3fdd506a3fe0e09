/** The daily digest email of one account's reminders, in the account's language. */
import { translate, type Locale } from '../../i18n';
import { reminderStores, reminderTitle } from '../../resources/reminder-line';
import type { ReminderItem } from '../../resources/reminders';

export function digestText(
  locale: Locale,
  digest: { name: string; org: string; day: string; items: ReminderItem[] },
): { subject: string; text: string } {
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const line = (item: ReminderItem) => {
    const stores = reminderStores(t, item);
    return `- ${reminderTitle(t, item)}${stores ? `: ${stores}` : ''}`;
  };
  const email = (key: string, params?: Record<string, unknown>) => t(`app.reminders.email.${key}`, params);
  const lines = digest.items.length > 0 ? digest.items.map(line) : [email('none')];
  return {
    subject: email('subject', { org: digest.org, day: digest.day }),
    text: [email('greeting', { name: digest.name }), '', email('intro', { day: digest.day }), '', ...lines, '', email('footer'), ''].join(
      '\n',
    ),
  };
}
