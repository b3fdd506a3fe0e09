import DashboardIcon from '@mui/icons-material/Dashboard';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceName } from '../../resources';
import type { Permission } from '../../resources/permissions';
import { RESOURCE_MODULES, type RegisteredResource } from '../admin/registry';
import type { MenuGroup } from '../../resources/menu';
import type { MenuIcon } from '../admin/types';

/**
 * The screens and routes of the app, as data: the router, the menu, the breadcrumbs and the tab bar
 * all read this one table. Paths are what the user sees in the address bar. The dashboard and the
 * Merchant group are written here; every resource's pages come from its module (src/admin/registry.ts:
 * its own src/<name>/resource.ts, or the CRUD kit's from its declaration).
 */

/** What a page shows: a view of a resource module or an app page. */
export type ViewRef = { resource: ResourceName; view: string } | { page: 'dashboard' };

export interface RouteMeta {
  /** i18n key of the title (menu, breadcrumb, tab, document title). */
  title: string;
  /** The title while the page creates a record (an edit page opened without an id). */
  createTitle?: string;
  icon?: MenuIcon;
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
  /** Position in the menu. */
  order: number;
}

export const HOME_PATH = '/dashboard/index';

const pascal = (text: string) => text.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/** The pages of one resource, their paths starting with `prefix` ('' or 'company/'). */
function pagesOf(module: RegisteredResource, prefix: string, inGroup: boolean): ChildRoute[] {
  const { name } = module;
  const key = module.route.key ?? name;
  const page = (view: string, ref: string, meta: Partial<RouteMeta> = {}): ChildRoute => ({
    path: `${prefix}${view}`,
    name: `${pascal(key)}${pascal(view)}`,
    meta: { title: `app.route.${key}_${view}`, hideMenu: true, ...meta },
    view: { resource: name, view: ref },
  });
  const pages: ChildRoute[] = [];
  if (module.list) pages.push(page('list', 'list', { hideMenu: false, keepAlive: true, icon: inGroup ? module.icon : undefined }));
  if (module.create && module.route.addPage) pages.push(page('add', 'create'));
  if (module.edit || (module.create && !module.route.addPage)) {
    pages.push(page('edit', 'edit', module.route.addPage || !module.create ? {} : { createTitle: `app.route.${key}_add` }));
  }
  for (const [view, extra] of Object.entries(module.pages ?? {})) pages.push(page(view, view, { permission: extra.permission }));
  return pages.map((child) => ({ ...child, meta: { ...child.meta, permission: child.meta.permission ?? (`${name}:list` as Permission) } }));
}

const dashboard: TopRoute = {
  path: '/dashboard',
  name: 'Dashboard',
  redirect: HOME_PATH,
  meta: { title: 'app.menu.dashboard', icon: DashboardIcon },
  order: 0,
  children: [
    {
      path: 'index',
      name: 'DashboardIndex',
      meta: { title: 'app.menu.dashboard', affix: true, keepAlive: true, hideBreadcrumb: true },
      view: { page: 'dashboard' },
    },
  ],
};

/** Menu groups: a top route whose pages are those of the resources in it. */
const GROUPS: Record<MenuGroup, Omit<TopRoute, 'children' | 'order'>> = {
  seller: { path: '/seller', name: 'Seller', redirect: '/seller/stores', meta: { title: 'app.menu.seller', icon: StorefrontIcon } },
};

/** The route table of a list of resource modules (the registry's, or a test's). */
export function buildRoutes(modules: readonly RegisteredResource[]): TopRoute[] {
  const tops: TopRoute[] = [dashboard];
  // the modules come in menu order (src/admin/registry.ts); a group stands where its first one does
  for (const [index, module] of modules.entries()) {
    const { group } = module.route;
    const order = index + 1;
    if (group) {
      const top = tops.find((t) => t.name === GROUPS[group].name) ?? tops[tops.push({ ...GROUPS[group], order, children: [] }) - 1];
      top.children.push(...pagesOf(module, `${module.name}/`, true));
      continue;
    }
    const key = module.route.key ?? module.name;
    tops.push({
      path: `/${key}`,
      name: pascal(key),
      redirect: `/${key}/list`,
      meta: { title: `app.menu.${key}`, icon: module.icon, permission: `${module.name}:list` as Permission },
      order,
      children: pagesOf(module, '', false),
    });
  }
  return tops.filter((top) => top.children.length > 0).sort((a, b) => a.order - b.order);
}

/** In menu order: Dashboard, Dealer, Merchant, Version, Employee. */
export const ROUTES: TopRoute[] = buildRoutes(RESOURCE_MODULES);

/** Fixed redirects besides each top route's own: home, and /seller/stores to the store list. */
export const REDIRECTS: Record<string, string> = {
  '/': HOME_PATH,
  '/seller/stores': '/seller/store/list',
};

export const fullPathOf = (top: TopRoute, child: ChildRoute) => `${top.path}/${child.path}`;
