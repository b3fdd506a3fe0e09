/**
 * A store's business hours: at most one entry per weekday (0 Sunday to 6 Saturday), opening and
 * closing times `HH:MM` (00:00 to 23:59). A closing time earlier than the opening time runs past
 * midnight into the next day (22:00-02:00); equal times are refused. Shared by the server, which
 * enforces it (1001 naming the entry), and the web app's editor.
 */
export const WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TIME_OF_DAY = new RegExp(TIME_OF_DAY_PATTERN);

export interface BusinessHours {
  day: number;
  open: string;
  close: string;
}

export interface BusinessHoursProblem {
  /** Index of the entry in the list. */
  index: number;
  field: 'day' | 'open' | 'close';
  /** i18n key of the message (`validation.business_hours_*`). */
  message: string;
}

/** Whether the hours run past midnight into the next day. */
export const crossesMidnight = (hours: Pick<BusinessHours, 'open' | 'close'>) => hours.close < hours.open;

/** The first broken rule of a week's hours, or undefined when they are valid. */
export function businessHoursProblem(week: readonly BusinessHours[]): BusinessHoursProblem | undefined {
  const seen = new Set<number>();
  for (const [index, hours] of week.entries()) {
    if (!WEEKDAYS.includes(hours.day)) return { index, field: 'day', message: 'validation.weekday' };
    if (seen.has(hours.day)) return { index, field: 'day', message: 'validation.business_hours_same_day' };
    seen.add(hours.day);
    if (!TIME_OF_DAY.test(hours.open)) return { index, field: 'open', message: 'validation.time_of_day' };
    if (!TIME_OF_DAY.test(hours.close)) return { index, field: 'close', message: 'validation.time_of_day' };
    if (hours.open === hours.close) return { index, field: 'close', message: 'validation.business_hours_same_time' };
  }
  return undefined;
}
