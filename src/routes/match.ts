import { fullPathOf, REDIRECTS, ROUTES, type ChildRoute, type ResourceName, type TopRoute } from './table';

export interface PageMatch {
  top: TopRoute;
  child: ChildRoute;
  /** The full path, e.g. /seller/store/list. */
  path: string;
}

const PAGES = new Map<string, PageMatch>(
  ROUTES.flatMap((top) => top.children.map((child) => [fullPathOf(top, child), { top, child, path: fullPathOf(top, child) }])),
);

const normalize = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);

export const matchPage = (pathname: string) => PAGES.get(normalize(pathname));

export const pageByName = (name: string) => [...PAGES.values()].find((p) => p.child.name === name);

export type ResourceView = 'list' | 'create' | 'edit';

function pageOf(resource: ResourceName, view: ResourceView): string | undefined {
  for (const page of PAGES.values()) {
    const ref = page.child.view;
    if ('resource' in ref && ref.resource === resource && ref.view === view) return page.path;
  }
  return undefined;
}

/**
 * The seed path of a resource's list, create or edit page. Where the seed has no add page
 * (dealer, employee, version), the edit page without an `id` creates.
 */
export function resourcePath(resource: ResourceName, view: ResourceView, id?: string | number): string {
  const path = (view === 'create' && pageOf(resource, 'create')) || pageOf(resource, view === 'list' ? 'list' : 'edit');
  if (!path) throw new Error(`No ${view} page for ${resource}`);
  return id === undefined ? path : `${path}?id=${encodeURIComponent(String(id))}`;
}

const RESOURCES: ResourceName[] = ['distributor', 'staff', 'company', 'store', 'version'];
const RESOURCE_PATH = new RegExp(`^/(${RESOURCES.join('|')})(?:/([^/]+))?$`);

/**
 * react-admin builds /<resource>, /<resource>/create and /<resource>/<id> (its buttons, row clicks
 * and redirects after save): they lead to the seed's pages.
 */
function resourceAlias(pathname: string): string | undefined {
  const found = RESOURCE_PATH.exec(pathname);
  if (!found) return undefined;
  const [, resource, rest] = found as unknown as [string, ResourceName, string | undefined];
  if (rest === undefined) return resourcePath(resource, 'list');
  if (rest === 'create') return resourcePath(resource, 'create');
  return resourcePath(resource, 'edit', decodeURIComponent(rest));
}

const withSearch = (target: string, search: string) => {
  const extra = search.replace(/^\?/, '');
  if (!extra) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${extra}`;
};

/** Where an address that is not a page leads (redirects of seed 2); undefined when unknown. */
export function redirectOf(pathname: string, search = ''): string | undefined {
  const path = normalize(pathname);
  const target = REDIRECTS[path] ?? ROUTES.find((top) => top.path === path)?.redirect ?? resourceAlias(path);
  return target === undefined ? undefined : withSearch(target, search);
}
