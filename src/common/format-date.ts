/**
 * The one way the web app writes a date (docs/ui.md, Dates): `Intl` in the user's language, a
 * medium date ("Jan 27, 2026", "2026年1月27日"), a short time without seconds, a month as "Jan 2026"
 * / "2026年1月". Given a zone (a store's country), the date is the one on that zone's clocks and a
 * time carries the zone's offset, so that a dealer elsewhere is not misled; without one, the
 * browser's own zone.
 */
export type DateKind = 'date' | 'datetime' | 'month';

export interface DateFormat {
  kind?: DateKind;
  /** An IANA zone such as `Asia/Jakarta`. */
  timeZone?: string;
}

const OPTIONS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  month: { year: 'numeric', month: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date format kept once made: an `Intl.DateTimeFormat` costs far more to make than to use. */
export function formatterOf(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The zone dates are written in when none is given: the browser's (an export's `tz` too). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A month as the API writes it (`2026-05`, a calendar month, no zone). */
const MONTH = /^(\d{4})-(\d{2})$/;

function instantOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  const month = MONTH.exec(value);
  return month ? new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)) : new Date(value);
}

/** `value` (an ISO instant, a `yyyy-mm` month or a Date) in the user's language; '' when empty or invalid. */
export function formatDate(value: string | Date | null | undefined, lang: string, { kind = 'date', timeZone }: DateFormat = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = instantOf(value);
  if (Number.isNaN(date.getTime())) return '';
  // a calendar month is the same everywhere: never shifted by a zone
  const zone = kind === 'month' ? 'UTC' : timeZone;
  const text = formatterOf(lang, { ...OPTIONS[kind], timeZone: zone }).format(date);
  if (kind !== 'datetime' || !timeZone) return text;
  const offset = formatterOf(lang, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${text} ${offset}` : text;
}
