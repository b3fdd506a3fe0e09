import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { Locale } from '../../../i18n/locales';
import { PICKER_FORMATS, TIME_OF_DAY_FORMAT } from './formats';

// the pickers' adapter extends day.js the same way; here for the stand-in, which loads before it
dayjs.extend(customParseFormat);

/** A time of day written whole in the pickers' format of `lang` (`01:00 AM`, `01:00`), as `HH:MM`; undefined otherwise. */
export function parseTimeOfDay(text: string, lang: Locale): string | undefined {
  const parsed = dayjs(text.trim(), PICKER_FORMATS[lang].time, PICKER_FORMATS[lang].dayjs, true);
  return parsed.isValid() ? parsed.format(TIME_OF_DAY_FORMAT) : undefined;
}
