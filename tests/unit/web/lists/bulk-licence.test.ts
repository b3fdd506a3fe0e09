import { describe, expect, it } from 'vitest';
import { bulkCost } from '../../../../src/lists/bulk-licence';
import { countText, leftOutText, leftOutWhy } from '../../../../src/lists/left-out';
import '../../../../src/locale/late-texts';
import { createI18nProvider } from '../../../../src/providers/i18n-provider';

const now = new Date('2026-06-01T00:00:00Z');
const waiting = (id: number, org_id: number) => ({ id, org_id, name: `Store ${id}`, expire_at: null });
const active = (id: number, org_id: number) => ({ id, org_id, name: `Store ${id}`, expire_at: '2027-01-01T00:00:00Z' });
const expired = (id: number, org_id: number) => ({ id, org_id, name: `Store ${id}`, expire_at: '2026-01-01T00:00:00Z' });
const unlimited = () => null;

describe('what a bulk licence purchase costs', () => {
  it('renews activated stores (active or expired) for years each, per paying dealer, leaving waiting ones out', () => {
    const cost = bulkCost('renew', [active(1, 2), expired(2, 2), waiting(3, 2), active(4, 7)], 3, unlimited, now);
    expect(cost.eligible.map((s) => s.id)).toEqual([1, 2, 4]);
    expect(cost.leftOut.map(({ store, reason }) => [store.id, reason])).toEqual([[3, 'state']]);
    expect(cost.total).toBe(9);
    expect(cost.shares).toEqual([
      { orgId: 2, stores: 2, need: 6 },
      { orgId: 7, stores: 1, need: 3 },
    ]);
  });

  it('activates only stores waiting for it', () => {
    const cost = bulkCost('activate', [waiting(1, 2), active(2, 2)], 1, unlimited, now);
    expect([cost.eligible.length, cost.leftOut.length, cost.total]).toEqual([1, 1, 1]);
  });

  it('leaves out, as the server does, the stores (highest ids) a dealer short of accounts cannot pay for; the others bought', () => {
    const remaining = (orgId: number) => ({ 2: 5, 7: 10 })[orgId];
    const cost = bulkCost('activate', [waiting(9, 2), waiting(3, 2), waiting(4, 7), waiting(1, 2)], 2, remaining, now);
    expect(cost.eligible.map((s) => s.id)).toEqual([1, 3, 4]);
    expect(cost.leftOut.map(({ store, reason }) => [store.id, reason])).toEqual([[9, 'quota']]);
    expect(cost.shares).toEqual([
      { orgId: 2, stores: 2, need: 4 },
      { orgId: 7, stores: 1, need: 2 },
    ]);
  });
});

describe('the bulk dialogs’ words', () => {
  const en = createI18nProvider('en-US').translate;
  const zh = createI18nProvider('zh-CN').translate;

  it('counts in the singular and plural in English and with measure words in Chinese', () => {
    expect(
      en('pages.lists.licence.cost', {
        stores: countText(en, 'stores', 3),
        years: countText(en, 'years', 1),
        accounts: countText(en, 'accounts', 3),
      }),
    ).toBe('3 stores x 1 year: 3 accounts');
    expect(en('pages.lists.licence.done', { stores: countText(en, 'stores', 2), years: countText(en, 'years', 1) })).toBe(
      '2 stores bought 1 year',
    );
    expect(en('pages.lists.bulk.done', { smart_count: 1 })).toBe('1 record changed');
    expect(
      zh('pages.lists.licence.cost', {
        stores: countText(zh, 'stores', 3),
        years: countText(zh, 'years', 1),
        accounts: countText(zh, 'accounts', 3),
      }),
    ).toBe('3 家门店 x 1 年：3 个账号');
  });

  it('names every record left out and why', () => {
    const skipped = [
      { id: 4, name: 'Kopi Kita Sudirman', code: 1001, reason: 'status' },
      { id: 5, name: 'Kopi Kita Senayan', code: 61001, reason: 'Nusantara POS Partners' },
      { id: 6, name: 'Jakarta Selatan Reseller', code: 1003, reason: null },
    ];
    expect(leftOutText(en, skipped)).toBe(
      '3 records left out: Kopi Kita Sudirman (not in the state for this action), Kopi Kita Senayan (Nusantara POS Partners is short of accounts), Jakarta Selatan Reseller (not yours to change)',
    );
    expect(leftOutText(en, skipped.slice(2))).toBe('1 record left out: Jakarta Selatan Reseller (not yours to change)');
    expect(leftOutWhy(zh, 'activate', 'quota', 'Nusantara POS Partners')).toBe('Nusantara POS Partners 已购账号不足');
    expect(leftOutWhy(en, 'renew', 'state', '')).toBe('never activated');
  });
});
