import { formatterOf } from './format-date';

/** A weekday's name in the user's language, `day` 0 Sunday to 6 Saturday (7 January 2024 was a Sunday). */
export const weekdayName = (day: number, lang: string) =>
  formatterOf(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));

/** The days of a week as the app lists them, Monday first (`day`: 0 Sunday … 6 Saturday). */
export const WEEK_MONDAY_FIRST: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
