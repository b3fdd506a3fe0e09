/** The employee list: filters, sortable fields, and the columns shown (and exported). */
import { Type } from '@sinclair/typebox';
import { Id, StatusValue } from '../common';
import type { ListDef } from '../list';
import { RoleValue } from './schema';

export const staffList = {
  filters: {
    /** Case-insensitive prefix of the account. */
    account: Type.String({ maxLength: 50 }),
    /** Case-insensitive prefix of the name. */
    name: Type.String({ maxLength: 50 }),
    role: RoleValue,
    status: StatusValue,
    org_id: Id,
  },
  sorts: ['created_at', 'id', 'account', 'name', 'role', 'status', 'last_login_at'],
  defaultSort: 'created_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'account', type: 'text' },
    { source: 'name', type: 'text' },
    { source: 'org_name', type: 'text' },
    { source: 'role', type: 'choice' },
    { source: 'phone', type: 'text' },
    { source: 'email', type: 'text' },
    { source: 'status', type: 'choice' },
    { source: 'created_at', type: 'date' },
    { source: 'last_login_at', type: 'date' },
  ],
} as const satisfies ListDef;
