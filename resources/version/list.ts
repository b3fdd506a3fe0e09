/** The version list: filters, sortable fields, and the columns shown (and exported). */
import { Type } from '@sinclair/typebox';
import { StatusValue } from '../common';
import type { ListDef } from '../list';
import { PlatformValue } from './schema';

export const versionList = {
  filters: {
    /** Case-insensitive prefix of the name. */
    name: Type.String({ maxLength: 100 }),
    /** The platform (`platform` itself is a default query parameter of every call: `web`). */
    os: PlatformValue,
    status: StatusValue,
  },
  sorts: ['released_at', 'created_at', 'id', 'name', 'version_no', 'platform', 'status'],
  defaultSort: 'released_at',
  columns: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'version_no', type: 'text' },
    { source: 'platform', type: 'choice' },
    { source: 'force_update', type: 'text' },
    { source: 'status', type: 'choice' },
    { source: 'released_at', type: 'date' },
  ],
} as const satisfies ListDef;
