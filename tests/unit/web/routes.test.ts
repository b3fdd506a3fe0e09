import { describe, expect, it } from 'vitest';
import { matchPage, redirectOf, resourcePath } from '../../../src/routes/match';
import { loginPath, redirectTarget } from '../../../src/routes/navigator';
import { crumbsOf } from '../../../src/layout/header/crumbs';

describe('route table (docs/ui.md)', () => {
  it('redirects the top paths', () => {
    expect(redirectOf('/')).toBe('/dashboard/index');
    expect(redirectOf('/dashboard')).toBe('/dashboard/index');
    expect(redirectOf('/distributor')).toBe('/distributor/list');
    expect(redirectOf('/employee/')).toBe('/employee/list');
    expect(redirectOf('/seller')).toBe('/seller/stores');
    expect(redirectOf('/seller/stores')).toBe('/seller/store/list');
    expect(redirectOf('/version', '?x=1')).toBe('/version/list?x=1');
  });

  it('knows every child page and nothing else', () => {
    const pages = [
      '/dashboard/index',
      '/distributor/list',
      '/distributor/edit',
      '/distributor/setting',
      '/seller/company/list',
      '/seller/company/add',
      '/seller/company/edit',
      '/seller/store/list',
      '/seller/store/add',
      '/seller/store/edit',
      '/seller/store/emenu',
      '/seller/sms/list',
      '/version/list',
      '/version/edit',
      '/employee/list',
      '/employee/edit',
    ];
    for (const page of pages) expect(matchPage(page)?.path).toBe(page);
    for (const unknown of ['/nope', '/dashboard/x', '/seller/store', '/login2', '/employee/add']) {
      expect(matchPage(unknown)).toBeUndefined();
      expect(redirectOf(unknown)).toBeUndefined();
    }
  });

  it('keeps lists and the dashboard alive, and not edit, add, setting or emenu pages', () => {
    expect(matchPage('/seller/store/list')?.child.meta.keepAlive).toBe(true);
    expect(matchPage('/dashboard/index')?.child.meta).toMatchObject({ keepAlive: true, affix: true });
    for (const page of ['/distributor/edit', '/distributor/setting', '/seller/store/add', '/seller/store/emenu']) {
      expect(matchPage(page)?.child.meta).toMatchObject({ hideMenu: true });
      expect(matchPage(page)?.child.meta.keepAlive).toBeFalsy();
    }
  });

  it("leads react-admin's resource paths to the app's pages", () => {
    expect(redirectOf('/staff')).toBe('/employee/list');
    expect(redirectOf('/staff/create')).toBe('/employee/edit');
    expect(redirectOf('/staff/12')).toBe('/employee/edit?id=12');
    expect(redirectOf('/company/create')).toBe('/seller/company/add');
    expect(redirectOf('/store/3')).toBe('/seller/store/edit?id=3');
    expect(resourcePath('distributor', 'edit', 5)).toBe('/distributor/edit?id=5');
    expect(resourcePath('version', 'create')).toBe('/version/edit');
  });

  it('leads an alias whose second segment is neither create nor an integer id nowhere (Page Not Found)', () => {
    for (const path of ['/staff/list', '/staff/abc', '/distributor/0', '/store/1.5', '/staff/12/x', '/nothing/12']) {
      expect(redirectOf(path)).toBeUndefined();
    }
  });

  it('titles an edit page opened without an id as the create page, in its tab and breadcrumbs', () => {
    expect(matchPage('/distributor/edit')?.title).toBe('app.route.distributor_add');
    expect(matchPage('/distributor/edit', '?id=3')?.title).toBe('app.route.distributor_edit');
    expect(matchPage('/employee/edit', '')?.title).toBe('app.route.employee_add');
    expect(matchPage('/seller/store/add')?.title).toBe('app.route.store_add');
    expect(crumbsOf('/distributor/edit')).toEqual([
      { title: 'app.menu.distributor', path: '/distributor' },
      { title: 'app.route.distributor_add' },
    ]);
    expect(crumbsOf('/distributor/edit', '?id=4').at(-1)).toEqual({ title: 'app.route.distributor_edit' });
  });

  it('builds the login address with a redirect, and only follows redirects inside the app', () => {
    expect(loginPath('/distributor/list?page=2')).toBe('/login?redirect=%2Fdistributor%2Flist%3Fpage%3D2');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login?redirect=%2Fx');
    expect(redirectTarget('/version/list')).toBe('/version/list');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/login?x']) expect(redirectTarget(bad)).toBe('/');
  });

  it('shows the top-level route and the current child in the breadcrumbs', () => {
    expect(crumbsOf('/seller/store/list')).toEqual([{ title: 'app.menu.seller', path: '/seller' }, { title: 'app.route.store_list' }]);
    expect(crumbsOf('/dashboard/index')).toEqual([{ title: 'app.menu.dashboard' }]);
    expect(crumbsOf('/nowhere')).toEqual([]);
  });
});
