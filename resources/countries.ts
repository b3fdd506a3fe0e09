/**
 * Countries served (docs/domain.md, Countries and money): time zone, currency and the default map centre. Shared by the
 * server (`/country/list`, bill dates in a store's time zone) and the web client (money display).
 */
import { numberFormat } from './number-format';
import type { COUNTRY_CODES } from './common';

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Country {
  code: CountryCode;
  name: string;
  timezone: string;
  utc_offset: string;
  currency: string;
  symbol: string;
  symbol_position: 'before' | 'after';
  /** The country's own way of writing numbers (`id-ID`: 100.028), which its money follows. */
  number_locale: string;
  /** Decimals of its money as people write it: rupiah has none. */
  money_digits: number;
  lat: number;
  lng: number;
}

export const COUNTRIES: readonly Country[] = [
  {
    code: 'ID',
    name: 'Indonesia',
    timezone: 'Asia/Jakarta',
    utc_offset: '+07:00',
    currency: 'IDR',
    symbol: 'Rp',
    symbol_position: 'before',
    number_locale: 'id-ID',
    money_digits: 0,
    lat: -6.2088,
    lng: 106.8456,
  },
  {
    code: 'TR',
    name: 'Türkiye',
    timezone: 'Europe/Istanbul',
    utc_offset: '+03:00',
    currency: 'TRY',
    symbol: 'TL',
    symbol_position: 'after',
    number_locale: 'tr-TR',
    money_digits: 2,
    lat: 41.0082,
    lng: 28.9784,
  },
  {
    code: 'MY',
    name: 'Malaysia',
    timezone: 'Asia/Kuala_Lumpur',
    utc_offset: '+08:00',
    currency: 'MYR',
    symbol: 'RM',
    symbol_position: 'before',
    number_locale: 'ms-MY',
    money_digits: 2,
    lat: 3.139,
    lng: 101.6869,
  },
  {
    code: 'PH',
    name: 'Philippines',
    timezone: 'Asia/Manila',
    utc_offset: '+08:00',
    currency: 'PHP',
    symbol: '₱',
    symbol_position: 'before',
    number_locale: 'en-PH',
    money_digits: 2,
    lat: 14.5995,
    lng: 120.9842,
  },
];

export function countryOf(code: string): Country | undefined {
  return COUNTRIES.find((c) => c.code === code);
}

/** The time zone of a store or brand in `code` (UTC for a code outside the list, e.g. the operator's `GLB`). */
export function timeZoneOf(code: string): string {
  return countryOf(code)?.timezone ?? 'UTC';
}

/** Decimals of the money of `code` as people write it (rupiah 0); two for a code outside the list (the operator's `GLB`). */
export const moneyDigitsOf = (code: string): number => countryOf(code)?.money_digits ?? 2;

/**
 * The one money formatter: an amount in integer cents as the country writes its money, whatever the
 * app's language: `Rp 100.028` (no decimals for rupiah), `1.250,00 TL`, `RM 1,250.00`, `₱ 1,250.00`.
 * A code outside the list (the operator's `GLB`) gets two decimals in `fallbackLocale`.
 */
export function formatMoney(cents: number, code: string, fallbackLocale = 'en-US'): string {
  const country = countryOf(code);
  const amount = numberFormat(country?.number_locale ?? fallbackLocale, moneyDigitsOf(code)).format(cents / 100);
  if (!country) return amount;
  return country.symbol_position === 'before' ? `${country.symbol} ${amount}` : `${amount} ${country.symbol}`;
}
