/** How an item of the reminders reads, in the bell's panel and in the digest email alike (texts: app.reminders.*). */
import type { ReminderItem } from './reminders';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The item's sentence (`3 licence(s) end on 2026-12-05 (within 7 days)`). */
export function reminderTitle(t: Translate, item: ReminderItem): string {
  return t(`app.reminders.${item.kind}`, {
    count: item.count,
    day: item.day,
    window: item.window,
    org: item.org_name,
    balance: item.balance,
    threshold: item.threshold,
  });
}

/** The item's stores by name, and how many more it holds; '' for an item without stores. */
export function reminderStores(t: Translate, item: ReminderItem): string {
  if (item.stores.length === 0) return '';
  const more = item.count > item.stores.length ? ` ${t('app.reminders.more', { count: item.count - item.stores.length })}` : '';
  return `${item.stores.map((s) => s.name).join(', ')}${more}`;
}
