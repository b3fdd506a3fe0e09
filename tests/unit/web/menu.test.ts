import { actorOfUser, allowedFor } from '../../../src/auth/permissions';
import { describe, expect, it } from 'vitest';
import { permissionsOf, type Role } from '../../../resources/permissions';
import type { UserInfo } from '../../../src/auth/types';
import { RESOURCE_MODULES } from '../../../src/admin/registry';
import { buildMenu, menuFor, type MenuItem } from '../../../src/layout/sidebar/menu';
import { ROUTES } from '../../../src/routes/table';

function user(org_type: 'op' | 'dealer', org_level: number, role: Role): UserInfo {
  return {
    account: 'u',
    country: 'ID',
    global: false,
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

/** The whole menu as the registry makes it (src/admin/registry.ts), in order, without the entries named. */
const menuWithout = (...names: string[]) => ROUTES.map((top) => top.name).filter((name) => !names.includes(name));

describe('menu filtering (docs/domain.md)', () => {
  it('operator admin and manager see the whole menu, in the registry order, the dashboard first', () => {
    expect(menuWithout()[0]).toBe('Dashboard');
    expect(menuWithout()).toEqual(expect.arrayContaining(['Distributor', 'Seller', 'Version', 'Employee']));
    for (const role of ['admin', 'manager'] as const) expect(keys(menuFor(user('op', 0, role)))).toEqual(menuWithout());
  });

  it('an operator employee (role staff) has no Employee entry, nor the activity', () => {
    expect(keys(menuFor(user('op', 0, 'staff')))).toEqual(menuWithout('Employee', 'Audit'));
  });

  it('a level-1 dealer admin or manager sees Dealer Manage and Employee', () => {
    expect(keys(menuFor(user('dealer', 1, 'admin')))).toEqual(menuWithout());
    expect(keys(menuFor(user('dealer', 1, 'manager')))).toEqual(menuWithout('Audit'));
  });

  it('a level-1 dealer employee has no Employee entry', () => {
    expect(keys(menuFor(user('dealer', 1, 'staff')))).toEqual(menuWithout('Employee', 'Audit'));
  });

  it('Dealer Manage is hidden at level 2', () => {
    expect(keys(menuFor(user('dealer', 2, 'admin')))).toEqual(menuWithout('Distributor'));
    expect(keys(menuFor(user('dealer', 2, 'staff')))).toEqual(menuWithout('Distributor', 'Employee', 'Audit'));
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

  it('single pages are entries, the merchant area a group of the resources in it; hidden pages stay out', () => {
    const menu = menuFor(user('op', 0, 'admin'));
    expect(menu[0]).toMatchObject({ key: 'Dashboard', title: 'app.menu.dashboard', path: '/dashboard/index' });
    expect(menu.find((item) => item.key === 'Distributor')).toMatchObject({ title: 'app.menu.distributor', path: '/distributor/list' });
    const sellers = RESOURCE_MODULES.filter((module) => module.route.group === 'seller').map((module) => `/seller/${module.name}/list`);
    expect(sellers).toEqual(expect.arrayContaining(['/seller/company/list', '/seller/store/list', '/seller/sms/list']));
    expect(menu.find((item) => item.key === 'Seller')?.children?.map((c) => c.path)).toEqual(sellers);
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
    const merchant = ROUTES.find((top) => top.name === 'Seller')!.children.map((child) => child.meta.permission);
    const noMerchant = buildMenu(ROUTES, (p) => !merchant.includes(p));
    expect(keys(noMerchant)).toEqual(menuWithout('Seller'));
  });
});
