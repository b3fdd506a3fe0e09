import { describe, expect, it } from 'vitest';
import { bulkCost } from '../../../../src/lists/bulk-licence';

const now = new Date('2026-06-01T00:00:00Z');
const waiting = (id: number, org_id: number) => ({ id, org_id, expire_at: null });
const active = (id: number, org_id: number) => ({ id, org_id, expire_at: '2027-01-01T00:00:00Z' });
const expired = (id: number, org_id: number) => ({ id, org_id, expire_at: '2026-01-01T00:00:00Z' });

describe('what a bulk licence purchase costs', () => {
  it('renews activated stores (active or expired) for years each, per paying dealer, leaving waiting ones out', () => {
    const cost = bulkCost('renew', [active(1, 2), expired(2, 2), waiting(3, 2), active(4, 7)], 3, now);
    expect(cost.eligible.map((s) => s.id)).toEqual([1, 2, 4]);
    expect(cost.skipped).toBe(1);
    expect(cost.total).toBe(9);
    expect(cost.shares).toEqual([
      { orgId: 2, stores: 2, need: 6 },
      { orgId: 7, stores: 1, need: 3 },
    ]);
  });

  it('activates only stores waiting for it', () => {
    const cost = bulkCost('activate', [waiting(1, 2), active(2, 2)], 1, now);
    expect([cost.eligible.length, cost.skipped, cost.total]).toEqual([1, 1, 1]);
  });
});
