import type { Permission } from '../../../resources/permissions';
import { allowedFor } from '../../auth/permissions';
import type { UserInfo } from '../../auth/types';
import type { MenuIcon } from '../../admin/types';
import { fullPathOf, ROUTES, type TopRoute } from '../../routes/table';

export interface MenuItem {
  key: string;
  /** i18n key. */
  title: string;
  icon?: MenuIcon;
  /** A leaf links to a page; a group has children. */
  path?: string;
  children?: MenuItem[];
}

/**
 * The side menu of a route table: pages hidden from the menu or not permitted are left out; a top
 * route with one visible page is a single entry, with several a group.
 */
export function buildMenu(routes: TopRoute[], allowed: (permission?: Permission) => boolean): MenuItem[] {
  return routes.flatMap((top): MenuItem[] => {
    if (!allowed(top.meta.permission)) return [];
    const pages = top.children.filter((child) => !child.meta.hideMenu && allowed(child.meta.permission));
    if (pages.length === 0) return [];
    const { title, icon } = top.meta;
    if (pages.length === 1) return [{ key: top.name, title, icon, path: fullPathOf(top, pages[0]) }];
    return [
      {
        key: top.name,
        title,
        icon,
        children: pages.map((child) => ({
          key: child.name,
          title: child.meta.title,
          icon: child.meta.icon,
          path: fullPathOf(top, child),
        })),
      },
    ];
  });
}

export const menuFor = (user: UserInfo): MenuItem[] => buildMenu(ROUTES, allowedFor(user));
