import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { DateTime, Nullable, UpdateBody } from '../../../../resources/common';
import { sameValue, withDates } from '../../../../server/crud/dates';

describe('date-time fields of a write', () => {
  const body = UpdateBody({ name: Type.String(), released_at: Nullable(DateTime), seen_at: DateTime });

  it('become Dates where the body declares a date-time, null and other fields staying as they are', () => {
    const input = withDates(body, { name: '2026-10-20T00:00:00Z', released_at: '2026-10-20T07:00:00+07:00', seen_at: null });
    expect(input).toEqual({ name: '2026-10-20T00:00:00Z', released_at: new Date('2026-10-20T00:00:00.000Z'), seen_at: null });
  });

  it('compare with the record as instants, however spelt; other values by their JSON', () => {
    const stored = '2026-10-20T00:00:00.000Z';
    expect(sameValue(stored, new Date('2026-10-20T07:00:00+07:00'))).toBe(true);
    expect(sameValue(stored, new Date('2026-10-20T00:00:01Z'))).toBe(false);
    expect(sameValue(null, new Date(stored))).toBe(false);
    expect(sameValue(new Date(stored), null)).toBe(false);
    expect(sameValue([{ day: 1 }], [{ day: 1 }])).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
  });
});
