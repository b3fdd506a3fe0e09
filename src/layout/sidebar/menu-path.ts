import { matchPage } from '../../routes/match';
import { fullPathOf } from '../../routes/table';

/**
 * The menu entry a page belongs to: its own path when the menu lists it, else its resource's list in
 * the same menu group (a store's page, its e-menu settings, a dealer's settings: their list).
 */
export function menuPathOf(pathname: string): string {
  const page = matchPage(pathname);
  const view = page?.child.view;
  if (!page?.child.meta.hideMenu || !view || !('resource' in view)) return pathname;
  const entry = page.top.children.find(
    (child) => !child.meta.hideMenu && 'resource' in child.view && child.view.resource === view.resource,
  );
  return entry ? fullPathOf(page.top, entry) : pathname;
}
