/**
 * Calendar arithmetic in a time zone (an IANA name such as `Asia/Jakarta`), with `Intl` only: the
 * local date and time of an instant, and whole months added on the local calendar. Shared by the
 * server (bill numbers, licence expiry, the data-clearing window) and the web app (previews).
 */
export interface LocalDateTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of `at` in `timeZone` (whole seconds). */
export function localDateTime(at: Date, timeZone: string): LocalDateTime {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const millisOf = (at: Date) => ((at.getTime() % 1000) + 1000) % 1000;
const asUtc = (local: LocalDateTime) => Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);

/** How far the zone's clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  return asUtc(localDateTime(at, timeZone)) - (at.getTime() - millisOf(at));
}

/** The instant whose wall-clock time in `timeZone` is `local` (the earlier one when a clock change repeats it). */
export function fromLocalDateTime(local: LocalDateTime, timeZone: string): Date {
  const guess = asUtc(local);
  const first = guess - offsetAt(new Date(guess), timeZone);
  const second = guess - offsetAt(new Date(first), timeZone);
  return new Date(Math.min(first, second));
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `at` plus `months` calendar months on the local calendar of `timeZone`, same wall-clock time; a
 * day past the end of the target month becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addLocalMonths(at: Date, months: number, timeZone: string): Date {
  const local = localDateTime(at, timeZone);
  const index = local.year * 12 + (local.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(local.day, daysInMonth(year, month));
  return new Date(fromLocalDateTime({ ...local, year, month, day }, timeZone).getTime() + millisOf(at));
}

const DAY_MS = 86_400_000;
const DAY_OFFSETS_MAX = 10_000;
/** `<zone>|<UTC day number>` -> the zone's offset all that day, or null on a day its clocks change. */
const dayOffsets = new Map<string, number | null>();

/**
 * `offsetAt`, read once per zone and UTC day: an export writes many times of few days, and reading
 * the zone through `Intl` costs far more than writing a cell.
 */
function offsetOfDayAt(at: Date, timeZone: string): number {
  const day = Math.floor(at.getTime() / DAY_MS);
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const [start, end] = [day, day + 1].map((d) => offsetAt(new Date(d * DAY_MS), timeZone));
    offset = start === end ? start : null;
    if (dayOffsets.size >= DAY_OFFSETS_MAX) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? offsetAt(at, timeZone);
}

/**
 * The instant whose UTC reading is the wall-clock time of `at` in `timeZone`: a spreadsheet's date
 * cell has no zone, and exceljs writes a Date's UTC reading into it.
 */
export function wallClockAsUtc(at: Date, timeZone: string): Date {
  return new Date(at.getTime() + offsetOfDayAt(at, timeZone));
}

/** Whether `Intl` knows `name` as a time zone (`Asia/Jakarta`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** `yymmdd` of the local date of `at` in `timeZone`. */
export function localYymmdd(at: Date, timeZone: string): string {
  const { year, month, day } = localDateTime(at, timeZone);
  return `${two(year % 100)}${two(month)}${two(day)}`;
}

/** `yyyymmdd-hhmmss` of the local date and time of `at` in `timeZone` (an export's file name). */
export function localStamp(at: Date, timeZone: string): string {
  const { year, month, day, hour, minute, second } = localDateTime(at, timeZone);
  return `${year}${two(month)}${two(day)}-${two(hour)}${two(minute)}${two(second)}`;
}
