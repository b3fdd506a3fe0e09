import { timeZoneOf } from '../../resources/countries';
import { formatDate } from '../common/format-date';

/**
 * A UTC instant as the people of a country read it (src/common/format-date.ts): the date (and time)
 * on their clocks, with the zone's offset when the time is shown.
 */
export function formatZoned(value: string | Date | null | undefined, country: unknown, lang: string, withTime = false): string {
  return formatDate(value, lang, { kind: withTime ? 'datetime' : 'date', timeZone: timeZoneOf(String(country ?? '')) });
}
