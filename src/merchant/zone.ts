import { timeZoneOf } from '../../resources/countries';

/**
 * A UTC instant as the people of a country read it: the date (and time) on their clocks, with the
 * zone's offset when the time is shown, so that a dealer in another zone is not misled.
 */
export function formatZoned(value: string | Date | null | undefined, country: unknown, lang: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = timeZoneOf(String(country ?? ''));
  const text = new Intl.DateTimeFormat(lang, {
    timeZone,
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' as const } : {}),
  }).format(date);
  if (!withTime) return text;
  const offset = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(date);
  return `${text} ${offset.find((part) => part.type === 'timeZoneName')?.value ?? ''}`.trim();
}
