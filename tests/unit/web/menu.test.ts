import { actorOfUser, allowedFor } from '../../../src/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionsOf, type Role } from '../../../resources/permissions';
import type { UserInfo } from '../../../src/auth/types';
import { buildMenu, menuFor, type MenuItem } from '../../../src/layout/sidebar/menu';
import { ROUTES } from '../../../src/routes/table';

function user(org_type: 'op' | 'dealer', org_level: number, role: Role): UserInfo {
  return {
    account: 'u',
    country: 'ID',
    name: 'U',
    org_id: 1,
    org_name: 'Org',
    perm_codes: permissionsOf({ orgType: org_type, orgLevel: org_level, role }),
    role_codes: [role],
    staff_id: 1,
    org_type,
    org_level,
    remaining_quota: 0,
  };
}

const keys = (items: MenuItem[]) => items.map((item) => item.key);

describe('menu filtering (docs/domain.md)', () => {
  it('operator admin and manager see the whole menu, in the seed order', () => {
    for (const role of ['admin', 'manager'] as const) {
      expect(keys(menuFor(user('op', 0, role)))).toEqual(['Dashboard', 'Distributor', 'Seller', 'Version', 'Employee']);
    }
  });

  it('an operator employee (role staff) has no Employee entry', () => {
    expect(keys(menuFor(user('op', 0, 'staff')))).toEqual(['Dashboard', 'Distributor', 'Seller', 'Version']);
  });

  it('a level-1 dealer admin or manager sees Dealer Manage and Employee', () => {
    expect(keys(menuFor(user('dealer', 1, 'admin')))).toEqual(['Dashboard', 'Distributor', 'Seller', 'Version', 'Employee']);
    expect(keys(menuFor(user('dealer', 1, 'manager')))).toEqual(['Dashboard', 'Distributor', 'Seller', 'Version', 'Employee']);
  });

  it('a level-1 dealer employee has no Employee entry', () => {
    expect(keys(menuFor(user('dealer', 1, 'staff')))).toEqual(['Dashboard', 'Distributor', 'Seller', 'Version']);
  });

  it('Dealer Manage is hidden at level 2', () => {
    expect(keys(menuFor(user('dealer', 2, 'admin')))).toEqual(['Dashboard', 'Seller', 'Version', 'Employee']);
    expect(keys(menuFor(user('dealer', 2, 'staff')))).toEqual(['Dashboard', 'Seller', 'Version']);
  });

  it('takes the strongest of several role codes', () => {
    const both = { ...user('dealer', 1, 'manager'), role_codes: ['staff', 'manager'] };
    expect(actorOfUser(both).role).toBe('manager');
    expect(keys(menuFor(both))).toContain('Employee');
  });

  it("follows the server's perm_codes, which know per-org settings", () => {
    const barred = { ...user('dealer', 1, 'admin') };
    barred.perm_codes = barred.perm_codes.filter((code) => code !== 'staff:list');
    expect(keys(menuFor(barred))).not.toContain('Employee');
  });

  it('single pages are entries, the merchant area a group of brands, stores and SMS records; hidden pages stay out', () => {
    const menu = menuFor(user('op', 0, 'admin'));
    expect(menu[0]).toMatchObject({ key: 'Dashboard', title: 'app.menu.dashboard', path: '/dashboard/index' });
    expect(menu[1]).toMatchObject({ key: 'Distributor', title: 'app.menu.distributor', path: '/distributor/list' });
    expect(menu[2].children?.map((c) => c.path)).toEqual(['/seller/company/list', '/seller/store/list', '/seller/sms/list']);
    expect(JSON.stringify(menu)).not.toMatch(/edit|add|setting|emenu/);
  });

  it('guards pages with the same rule', () => {
    expect(allowedFor(user('dealer', 2, 'admin'))('distributor:list')).toBe(false);
    expect(allowedFor(user('dealer', 1, 'staff'))('staff:list')).toBe(false);
    expect(allowedFor(user('dealer', 1, 'staff'))(undefined)).toBe(true);
  });

  it('drops a top route whose pages are all refused, and makes a group with one page left a single entry', () => {
    expect(buildMenu(ROUTES, (p) => !p).map((item) => item.key)).toEqual(['Dashboard']);
    const brandsOnly = buildMenu(ROUTES, (p) => !p || p === 'company:list');
    expect(brandsOnly.map((item) => [item.key, item.path])).toEqual([
      ['Dashboard', '/dashboard/index'],
      ['Seller', '/seller/company/list'],
    ]);
    const noMerchant = buildMenu(ROUTES, (p) => p !== 'company:list' && p !== 'store:list' && p !== 'sms:list');
    expect(keys(noMerchant)).toEqual(['Dashboard', 'Distributor', 'Version', 'Employee']);
  });
});
