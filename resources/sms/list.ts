/** The SMS movement list: filters, sortable fields, and the columns shown (and exported). */
import { Id } from '../common';
import type { ListDef } from '../list';
import { SmsKind } from './schema';

export const smsList = {
  filters: {
    company_id: Id,
    /** Movements paid by, or topping up, this org. */
    org_id: Id,
    kind: SmsKind,
  },
  sorts: ['created_at', 'id', 'count'],
  defaultSort: 'created_at',
  columns: [
    { source: 'created_at', type: 'date' },
    { source: 'kind', type: 'choice' },
    { source: 'org_name', type: 'text' },
    { source: 'company_name', type: 'text' },
    { source: 'to_org_name', type: 'text' },
    { source: 'count', type: 'number' },
    { source: 'target_balance_after', type: 'number' },
    { source: 'staff_name', type: 'text' },
  ],
} as const satisfies ListDef;
