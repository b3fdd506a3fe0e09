/** The dealer list: filters, sortable fields, and the columns shown (and exported). */
import { Type } from '@sinclair/typebox';
import { COUNTRY_CODES, CountryCode, Id, StatusValue } from '../common';
import type { ListDef } from '../list';
import { COUNTRY_COLUMN } from '../country-column';

const CODE = `(${COUNTRY_CODES.join('|')})`;
/**
 * One or more countries: `ID,TR` in a query string, or an array in the export body. Not named
 * `country`: every client call already carries a `country` parameter (the header's setting), which
 * the server ignores.
 */
export const CountriesFilter = Type.Union([
  Type.String({ pattern: `^(${CODE}(,${CODE})*)?$` }),
  Type.Array(CountryCode, { maxItems: COUNTRY_CODES.length, uniqueItems: true }),
]);

export const distributorList = {
  filters: {
    /** Case-insensitive prefix of the name. */
    name: Type.String({ maxLength: 100 }),
    level: Type.Integer({ minimum: 1, maximum: 2 }),
    parent_id: Id,
    countries: CountriesFilter,
    status: StatusValue,
  },
  sorts: ['created_at', 'id', 'name', 'level', 'country', 'quota', 'remaining_quota', 'sms_balance', 'status'],
  defaultSort: 'created_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'level', type: 'choice', labels: 'pages.distributor.level' },
    { source: 'parent_name', type: 'text' },
    COUNTRY_COLUMN,
    { source: 'contact_name', type: 'text' },
    { source: 'contact_phone', type: 'text' },
    { source: 'email', type: 'text' },
    { source: 'quota', type: 'number' },
    { source: 'remaining_quota', type: 'number' },
    { source: 'sms_balance', type: 'number' },
    { source: 'status', type: 'choice' },
    { source: 'remark', type: 'text' },
    { source: 'created_at', type: 'date' },
  ],
} as const satisfies ListDef;
