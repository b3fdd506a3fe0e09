/**
 * The cells of an xlsx export: a time on the clocks the screen shows it on (a record's country's
 * zone, or the user's) with that zone named in its column's header, and text that no spreadsheet
 * reads as a formula.
 */
import { timeZoneOf } from '../../resources/countries';
import type { Column } from '../../resources/list';
import { wallClockAsUtc } from '../../resources/zoned-time';

/** The zone's offset at `at` as the screen writes it (`GMT+7`, `GMT+5:30`), and `UTC` for none (ICU says `GMT` or `GMT+0`). */
function offsetName(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return /^GMT(\+0)?$/.test(name) ? 'UTC' : name;
}

/**
 * How a header names a zone: its offset (`GMT+7`) when that is the same all year, else its name
 * (`America/New_York`), since one offset would be wrong for half of the year's times.
 */
export function zoneLabel(timeZone: string, now = new Date()): string {
  const year = now.getUTCFullYear();
  const [january, july] = [0, 6].map((month) => offsetName(timeZone, new Date(Date.UTC(year, month, 1))));
  return january === july ? january : timeZone;
}

/** The zone a row's time is written in: its country's for a column read on the record's clocks, else the user's. */
export function zoneOfCell(column: Column, row: Record<string, unknown>, userZone: string): string {
  return column.zoneFrom ? timeZoneOf(String(row[column.zoneFrom] ?? '')) : userZone;
}

/** An ISO instant as a date cell showing its wall-clock time in `timeZone`. */
export const dateCell = (iso: string, timeZone: string): Date => wallClockAsUtc(new Date(iso), timeZone);

/** A calendar date `YYYY-MM-DD` as a date cell of that day (no zone moves it: it is no instant). */
export const dayCell = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** Texts a spreadsheet would read as a formula (OWASP, CSV injection): `= + - @`, a tab, a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Digits, spaces and `+ - ( ) .` alone name no function, cell or other program: a phone number, a negative number. */
const NUMBER_LIKE = /^[0-9+\-(). ]*$/;

/** `text`, with a leading `'` when it would start a formula, so that it stays text wherever it is opened. */
export function safeText(text: string): string {
  return FORMULA_START.test(text) && !NUMBER_LIKE.test(text) ? `'${text}` : text;
}
