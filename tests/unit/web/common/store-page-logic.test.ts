import { afterEach, describe, expect, it } from 'vitest';
import { confirmLeave, holdLeave, leaveHeld } from '../../../../src/common/leave/leave-guard';
import { leavesPage } from '../../../../src/common/leave/use-leave-guard';
import { currentSection } from '../../../../src/common/sections/section-scroll';
import { pickFields, sectionKey } from '../../../../src/common/section-values';
import { STORE_SECTION_FIELDS, storeSections } from '../../../../src/store/store-sections';

describe('leave guard', () => {
  let release: (() => void)[] = [];
  afterEach(() => {
    release.forEach((r) => r());
    release = [];
  });

  it('lets the user leave when nothing is unsaved, without asking', () => {
    const asked: string[] = [];
    expect(confirmLeave((m) => (asked.push(m), false))).toBe(true);
    expect(asked).toEqual([]);
  });

  it('asks while a form holds changes: a refusal keeps them, a consent lets them all go', () => {
    release.push(holdLeave('Unsaved?'), holdLeave('Unsaved?'));
    const asked: string[] = [];
    expect(confirmLeave((m) => (asked.push(m), false))).toBe(false);
    expect(leaveHeld()).toBe(true);
    expect(confirmLeave((m) => (asked.push(m), true))).toBe(true);
    expect(asked).toEqual(['Unsaved?', 'Unsaved?']);
    expect(leaveHeld()).toBe(false);
    // once let go, the navigation that follows does not ask again
    expect(confirmLeave(() => false)).toBe(true);
  });

  it('releases a hold when its form is saved or left', () => {
    const done = holdLeave('Unsaved?');
    done();
    expect(leaveHeld()).toBe(false);
  });

  it('counts another path or query as leaving the page, a new hash not', () => {
    const here = { pathname: '/seller/store/edit', search: '?id=5', href: 'http://x/seller/store/edit?id=5' };
    expect(leavesPage('/dashboard/index', here)).toBe(true);
    expect(leavesPage('/seller/store/edit?id=6', here)).toBe(true);
    expect(leavesPage({ pathname: '/seller/store/list' }, here)).toBe(true);
    expect(leavesPage('/seller/store/edit?id=5#hours', here)).toBe(false);
    expect(leavesPage('#bill', here)).toBe(false);
  });
});

describe('section navigation', () => {
  const tops = [
    ['basics', 120],
    ['hours', 600],
    ['location', 1100],
  ] as const;

  it('marks the last section whose top has passed the line under the header', () => {
    expect(currentSection(tops, 150, false)).toBe('basics');
    expect(currentSection(tops, 600, false)).toBe('hours');
    expect(currentSection(tops, 2000, false)).toBe('location');
  });

  it('marks the first before any has passed, and the last at the end of the page', () => {
    expect(currentSection(tops, 50, false)).toBe('basics');
    expect(currentSection(tops, 150, true)).toBe('location');
    expect(currentSection([], 150, false)).toBeUndefined();
  });

  it('lists the store page’s sections the user has, in page order', () => {
    expect(storeSections({ payments: true, emenu: true, history: true }).map((s) => s.id)).toEqual([
      'basics',
      'hours',
      'location',
      'bill',
      'payments',
      'emenu',
      'history',
    ]);
    expect(storeSections({ payments: false, emenu: false, history: false }).map((s) => s.id)).toEqual([
      'basics',
      'hours',
      'location',
      'bill',
    ]);
  });
});

describe('section forms', () => {
  const store = { id: 5, name: 'Kopi', tables: 12, business_hours: [{ day: 1, open: '09:00', close: '22:00' }], address: 'Jl. 1' };

  it('sends only the section’s fields', () => {
    expect(pickFields({ ...store, tables: 20 }, STORE_SECTION_FIELDS.hours)).toEqual({ business_hours: store.business_hours });
    expect(pickFields({ ...store, tables: 20 }, STORE_SECTION_FIELDS.basics)).toEqual({ name: 'Kopi', tables: 20 });
  });

  it('starts a section afresh only when its own fields change', () => {
    const hours = sectionKey(store, STORE_SECTION_FIELDS.hours);
    expect(sectionKey({ ...store, tables: 20, address: 'Jl. 2' }, STORE_SECTION_FIELDS.hours)).toBe(hours);
    expect(sectionKey({ ...store, business_hours: [] }, STORE_SECTION_FIELDS.hours)).not.toBe(hours);
    expect(sectionKey({ ...store, id: 6 }, STORE_SECTION_FIELDS.hours)).not.toBe(hours);
  });
});
