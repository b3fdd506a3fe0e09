/**
 * Countries served (seed 3, DOMAIN.md): time zone, currency and the default map centre. Shared by the
 * server (`/country/list`, bill dates in a store's time zone) and the web client (money display).
 */
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

/** An amount in integer cents as shown for `code`: `Rp 1,250.00`, `1,250.00 TL` (numbers in `locale`). */
export function formatMoney(cents: number, code: string, locale = 'en-US'): string {
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
  const country = countryOf(code);
  if (!country) return amount;
  return country.symbol_position === 'before' ? `${country.symbol} ${amount}` : `${amount} ${country.symbol}`;
}
