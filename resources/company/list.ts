/** The brand list: filters, sortable fields, and the columns shown (and exported). */
import { Type } from '@sinclair/typebox';
import { Id, StatusValue } from '../common';
import { CountriesFilter } from '../distributor/list';
import type { ListDef } from '../list';
import { COUNTRY_COLUMN } from '../country-column';

export const companyList = {
  filters: {
    /** Case-insensitive prefix of the name. */
    name: Type.String({ maxLength: 100 }),
    /** The dealer the brands belong to. */
    org_id: Id,
    countries: CountriesFilter,
    status: StatusValue,
  },
  sorts: ['created_at', 'id', 'name', 'country', 'sms_balance', 'status'],
  defaultSort: 'created_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'org_name', type: 'text' },
    COUNTRY_COLUMN,
    { source: 'branch_count', type: 'number' },
    { source: 'admin_account', type: 'text' },
    { source: 'contact_name', type: 'text' },
    { source: 'contact_phone', type: 'text' },
    { source: 'email', type: 'text' },
    { source: 'sms_balance', type: 'number' },
    { source: 'status', type: 'choice' },
    { source: 'created_at', type: 'date', zoneFrom: 'country' },
  ],
} as const satisfies ListDef;
