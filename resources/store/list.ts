/** The store list: filters, sortable fields, and the columns shown (and exported). */
import { Type } from '@sinclair/typebox';
import { DateOnly, Id } from '../common';
import { CountriesFilter } from '../distributor/list';
import type { ListDef } from '../list';
import { COUNTRY_COLUMN } from '../country-column';
import { StoreStatusValue } from './schema';

export const EXPIRING_DAYS_MAX = 3650;

export const storeList = {
  filters: {
    /** Case-insensitive prefix of the name. */
    name: Type.String({ maxLength: 100 }),
    company_id: Id,
    /** The dealer whose stores these are. */
    org_id: Id,
    status: StoreStatusValue,
    countries: CountriesFilter,
    version_id: Id,
    /** Active stores whose licence ends within this many days. */
    expire_within_days: Type.Integer({ minimum: 1, maximum: EXPIRING_DAYS_MAX }),
    /** Stores whose licence ended on this day, on the clock of the caller's country, before now (a reminder's `expired` item). */
    expired_on: DateOnly,
  },
  sorts: ['created_at', 'id', 'name', 'country', 'tables', 'activated_at', 'expire_at'],
  defaultSort: 'created_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'company_name', type: 'text' },
    { source: 'org_name', type: 'text' },
    COUNTRY_COLUMN,
    { source: 'tables', type: 'number' },
    { source: 'address', type: 'text' },
    { source: 'contact_name', type: 'text' },
    { source: 'contact_phone', type: 'text' },
    { source: 'version_name', type: 'text' },
    { source: 'status', type: 'choice' },
    { source: 'activated_at', type: 'date', zoneFrom: 'country' },
    { source: 'expire_at', type: 'date', zoneFrom: 'country' },
    { source: 'bill_format', type: 'choice' },
    { source: 'created_at', type: 'date', zoneFrom: 'country' },
  ],
  /** The row's licence dialog (its dealer's accounts) and data clearing (done before?). */
  rowFields: ['org_id', 'data_cleared_at'],
  /** The web list's columns (src/store/StoreList.tsx); address, contacts, activation and bill format are the export's. */
  shown: ['id', 'name', 'company_name', 'org_name', 'country', 'version_name', 'tables', 'status', 'expire_at', 'created_at'],
  /** What a dealer looks for every day: licences to renew soon (soonest first), stores to activate, lapsed ones. */
  views: {
    expiring_30: { filter: { expire_within_days: 30 }, sort: { field: 'expire_at', order: 'ASC' } },
    wait_activate: { filter: { status: 'wait_activate' } },
    expired: { filter: { status: 'expired' } },
  },
} as const satisfies ListDef;
