import type { Permission } from '../../resources/permissions';

/**
 * The screens and routes of seed section 2, as data: the router, the menu, the breadcrumbs and the
 * tab bar all read this one table. Paths are what the user sees in the address bar.
 */
export type ResourceName = 'distributor' | 'staff' | 'company' | 'store' | 'version';

/** What a page shows: a view of a resource module (src/<resource>/index.ts) or an app page. */
export type ViewRef = { resource: ResourceName; view: 'list' | 'create' | 'edit' | 'setting' | 'emenu' } | { page: 'dashboard' };

export type IconName = 'dashboard' | 'distributor' | 'seller' | 'company' | 'store' | 'version' | 'employee';

export interface RouteMeta {
  /** i18n key of the title (menu, breadcrumb, tab). */
  title: string;
  icon?: IconName;
  /** Not in the menu (edit, add, setting and emenu pages). */
  hideMenu?: boolean;
  /** Not in the breadcrumbs. */
  hideBreadcrumb?: boolean;
  /** The view stays mounted while its tab is open (lists and the dashboard). */
  keepAlive?: boolean;
  /** The tab can never be closed. */
  affix?: boolean;
  /** Needed to see the route (menu and page); a top route's applies to its children. */
  permission?: Permission;
}

export interface ChildRoute {
  path: string;
  name: string;
  meta: RouteMeta;
  view: ViewRef;
}

export interface TopRoute {
  path: string;
  name: string;
  redirect: string;
  meta: RouteMeta;
  children: ChildRoute[];
}

export const HOME_PATH = '/dashboard/index';

const list = (path: string, resource: ResourceName, name: string, title: string, icon?: IconName): ChildRoute => ({
  path,
  name,
  meta: { title, icon, keepAlive: true },
  view: { resource, view: 'list' },
});

const hidden = (path: string, name: string, title: string, view: ViewRef): ChildRoute => ({
  path,
  name,
  meta: { title, hideMenu: true },
  view,
});

/** In menu order: Dashboard, Dealer, Merchant, Version, Employee (seed 2). */
export const ROUTES: TopRoute[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    redirect: HOME_PATH,
    meta: { title: 'app.menu.dashboard', icon: 'dashboard' },
    children: [
      {
        path: 'index',
        name: 'DashboardIndex',
        meta: { title: 'app.menu.dashboard', affix: true, keepAlive: true, hideBreadcrumb: true },
        view: { page: 'dashboard' },
      },
    ],
  },
  {
    path: '/distributor',
    name: 'Distributor',
    redirect: '/distributor/list',
    meta: { title: 'app.menu.distributor', icon: 'distributor', permission: 'distributor:list' },
    children: [
      list('list', 'distributor', 'DistributorList', 'app.route.distributor_list'),
      hidden('edit', 'DistributorEdit', 'app.route.distributor_edit', { resource: 'distributor', view: 'edit' }),
      hidden('setting', 'DistributorSetting', 'app.route.distributor_setting', {
        resource: 'distributor',
        view: 'setting',
      }),
    ],
  },
  {
    path: '/seller',
    name: 'Seller',
    redirect: '/seller/stores',
    meta: { title: 'app.menu.seller', icon: 'seller' },
    children: [
      list('company/list', 'company', 'CompanyList', 'app.route.company_list', 'company'),
      hidden('company/add', 'CompanyAdd', 'app.route.company_add', { resource: 'company', view: 'create' }),
      hidden('company/edit', 'CompanyEdit', 'app.route.company_edit', { resource: 'company', view: 'edit' }),
      list('store/list', 'store', 'StoreList', 'app.route.store_list', 'store'),
      hidden('store/add', 'StoreAdd', 'app.route.store_add', { resource: 'store', view: 'create' }),
      hidden('store/edit', 'StoreEdit', 'app.route.store_edit', { resource: 'store', view: 'edit' }),
      hidden('store/emenu', 'StoreEmenu', 'app.route.store_emenu', { resource: 'store', view: 'emenu' }),
    ],
  },
  {
    path: '/version',
    name: 'Version',
    redirect: '/version/list',
    meta: { title: 'app.menu.version', icon: 'version' },
    children: [
      list('list', 'version', 'VersionList', 'app.route.version_list'),
      hidden('edit', 'VersionEdit', 'app.route.version_edit', { resource: 'version', view: 'edit' }),
    ],
  },
  {
    path: '/employee',
    name: 'Employee',
    redirect: '/employee/list',
    meta: { title: 'app.menu.employee', icon: 'employee', permission: 'staff:list' },
    children: [
      list('list', 'staff', 'EmployeeList', 'app.route.employee_list'),
      hidden('edit', 'EmployeeEdit', 'app.route.employee_edit', { resource: 'staff', view: 'edit' }),
    ],
  },
];

/** Fixed redirects besides each top route's own: home, and /seller/stores (seed 2) to the store list. */
export const REDIRECTS: Record<string, string> = {
  '/': HOME_PATH,
  '/seller/stores': '/seller/store/list',
};

export const fullPathOf = (top: TopRoute, child: ChildRoute) => `${top.path}/${child.path}`;
