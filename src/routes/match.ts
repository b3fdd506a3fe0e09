import type { ResourceName } from '../../resources';
import type { ResourceView } from '../common/app-links';
import { fullPathOf, REDIRECTS, ROUTES, type ChildRoute, type TopRoute } from './table';

export interface PageMatch {
  top: TopRoute;
  child: ChildRoute;
  /** The full path, e.g. /seller/store/list. */
  path: string;
  /** i18n key of the page's title at this address: an edit page without an id is a create page. */
  title: string;
}

const PAGES = new Map<string, Omit<PageMatch, 'title'>>(
  ROUTES.flatMap((top) => top.children.map((child) => [fullPathOf(top, child), { top, child, path: fullPathOf(top, child) }])),
);

const normalize = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);

/** The page at an address (its query decides between the create and edit titles), or undefined. */
export function matchPage(pathname: string, search = ''): PageMatch | undefined {
  const page = PAGES.get(normalize(pathname));
  if (!page) return undefined;
  const { title, createTitle } = page.child.meta;
  const creating = createTitle !== undefined && !new URLSearchParams(search).has('id');
  return { ...page, title: creating ? createTitle : title };
}

export const pageByName = (name: string) => [...PAGES.values()].find((p) => p.child.name === name);

function pageOf(resource: ResourceName, view: ResourceView): string | undefined {
  for (const page of PAGES.values()) {
    const ref = page.child.view;
    if ('resource' in ref && ref.resource === resource && ref.view === view) return page.path;
  }
  return undefined;
}

/**
 * The path of a resource's list, create or edit page. Where there is no add page (dealer,
 * employee, version), the edit page without an `id` creates.
 */
export function resourcePath(resource: ResourceName, view: ResourceView, id?: string | number): string {
  const path = (view === 'create' && pageOf(resource, 'create')) || pageOf(resource, view === 'list' ? 'list' : 'edit');
  if (!path) throw new Error(`No ${view} page for ${resource}`);
  return id === undefined ? path : `${path}?id=${encodeURIComponent(String(id))}`;
}

/** The edit page's address of a record, or null when the resource has none. */
export const editAddressOf = (resource: ResourceName, id: string | number): string | null =>
  pageOf(resource, 'edit') ? resourcePath(resource, 'edit', id) : null;

/**
 * react-admin builds /<resource>, /<resource>/create and /<resource>/<id> (its buttons, row clicks
 * and redirects after save): they lead to the resource's pages. Ids are integers: any other second
 * segment is no page.
 */
function resourceAlias(pathname: string): string | undefined {
  const [, resource, rest, ...more] = pathname.split('/');
  if (more.length > 0) return undefined;
  const has = (view: ResourceView) => pageOf(resource as ResourceName, view) !== undefined;
  if (rest === undefined) return has('list') ? resourcePath(resource as ResourceName, 'list') : undefined;
  if (rest === 'create') return has('create') || has('edit') ? resourcePath(resource as ResourceName, 'create') : undefined;
  if (/^[1-9]\d*$/.test(rest) && has('edit')) return resourcePath(resource as ResourceName, 'edit', rest);
  return undefined;
}

const withSearch = (target: string, search: string) => {
  const extra = search.replace(/^\?/, '');
  if (!extra) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${extra}`;
};

/** Where an address that is not a page leads (the route table's redirects); undefined when unknown. */
export function redirectOf(pathname: string, search = ''): string | undefined {
  const path = normalize(pathname);
  const target = REDIRECTS[path] ?? ROUTES.find((top) => top.path === path)?.redirect ?? resourceAlias(path);
  return target === undefined ? undefined : withSearch(target, search);
}
