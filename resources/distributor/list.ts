/** The dealer list: filters, sortable fields, and the columns shown (and exported). */
import { Type } from '@sinclair/typebox';
import { Id, StatusValue } from '../common';
import type { ListDef } from '../list';

/** `GLB` (the global pseudo-country) and an empty value mean every country. */
const CountryFilter = Type.Union(['ID', 'TR', 'MY', 'PH', 'GLB', ''].map((c) => Type.Literal(c)));

export const distributorList = {
  filters: {
    /** Case-insensitive prefix of the name. */
    name: Type.String({ maxLength: 100 }),
    level: Type.Integer({ minimum: 1, maximum: 2 }),
    parent_id: Id,
    country: CountryFilter,
    status: StatusValue,
  },
  sorts: ['created_at', 'id', 'name', 'level', 'country', 'quota', 'remaining_quota', 'sms_balance', 'status'],
  defaultSort: 'created_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'level', type: 'number' },
    { source: 'parent_name', type: 'text' },
    { source: 'country', type: 'text' },
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
