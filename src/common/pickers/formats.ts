import dayjs from 'dayjs';
import type { Locale } from '../../../i18n/locales';
import 'dayjs/locale/zh-cn';

/**
 * How the date and time pickers write a value in each language of the app (not the browser's):
 * English with AM/PM, Chinese on the 24-hour clock. The overnight hint and any other time the
 * app writes beside a picker use the same formats, so the two always read alike.
 */
export const PICKER_FORMATS: Record<Locale, { time: string; date: string; dateTime: string; ampm: boolean; dayjs: string }> = {
  'en-US': { time: 'hh:mm A', date: 'MM/DD/YYYY', dateTime: 'MM/DD/YYYY hh:mm A', ampm: true, dayjs: 'en' },
  'zh-CN': { time: 'HH:mm', date: 'YYYY/MM/DD', dateTime: 'YYYY/MM/DD HH:mm', ampm: false, dayjs: 'zh-cn' },
};

/** A calendar date as the API carries it (`YYYY-MM-DD`, no zone). */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** A time of day as the API carries it (`HH:MM`, 24-hour). */
export const TIME_OF_DAY_FORMAT = 'HH:mm';

/** A time of day `HH:MM` as a day.js value (on a fixed day: only the time counts); null when empty. */
export const timeOfDayValue = (hhmm: string | undefined) => (hhmm ? dayjs(`2000-01-01T${hhmm}`) : null);

/** A time of day `HH:MM` as the pickers of `lang` write it: `01:00 AM`, `01:00`. */
export const formatTimeOfDay = (hhmm: string, lang: Locale) =>
  timeOfDayValue(hhmm)?.locale(PICKER_FORMATS[lang].dayjs).format(PICKER_FORMATS[lang].time) ?? '';
