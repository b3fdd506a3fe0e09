import { matchPage } from '../../routes/match';

export interface Crumb {
  /** i18n key. */
  title: string;
  /** Where the crumb leads; none for the current page. */
  path?: string;
}

/** Breadcrumbs (docs/ui.md): the top-level route and the current child route, unless hidden. */
export function crumbsOf(pathname: string, search = ''): Crumb[] {
  const page = matchPage(pathname, search);
  if (!page) return [];
  const crumbs: Crumb[] = [];
  if (!page.top.meta.hideBreadcrumb) crumbs.push({ title: page.top.meta.title, path: page.top.path });
  const { title } = page;
  const { hideBreadcrumb } = page.child.meta;
  if (!hideBreadcrumb && crumbs[0]?.title !== title) crumbs.push({ title });
  if (crumbs.length === 1) delete crumbs[0].path;
  return crumbs;
}
