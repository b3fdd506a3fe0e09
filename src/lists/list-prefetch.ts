import { firstPageParams, type ListRowsDef } from './first-page';
import { prefetchTarget } from './prefetch-target';

/** How long rows fetched ahead (a menu item hovered) count as fresh: the list opening on them does not ask again. */
const FETCHED_AHEAD_MS = 3000;

/** When each resource's first page was last fetched ahead, until its list opens on it. */
const fetchedAhead = new Map<string, number>();
/** How many times each resource's list has opened: a fetch ahead that began before the last opening is no longer ahead. */
const openings = new Map<string, number>();
/** How many of each resource's lists are mounted now (shown, or kept alive behind their tab): those ask for their own rows. */
const mounted = new Map<string, number>();

/**
 * Whether a list opening now finds its rows just fetched ahead, untouched since: it need not ask
 * again. Only the first opening after the fetch does (`listOpened`); a refresh asks again.
 */
export function openedOnFetchedAhead(query: {
  queryKey: readonly unknown[];
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean {
  const at = fetchedAhead.get(String(query.queryKey[0]));
  return at !== undefined && Date.now() - at < FETCHED_AHEAD_MS && query.state.dataUpdatedAt >= at && !query.state.isInvalidated;
}

/**
 * The list of `resource` has opened: rows fetched ahead before are no longer its reason not to ask.
 * Answers the call that says it has closed.
 */
export function listOpened(resource: string): () => void {
  fetchedAhead.delete(resource);
  openings.set(resource, (openings.get(resource) ?? 0) + 1);
  mounted.set(resource, (mounted.get(resource) ?? 0) + 1);
  return () => mounted.set(resource, (mounted.get(resource) ?? 1) - 1);
}

/**
 * Fetches a list's first page into react-admin's cache under the key its list will ask for, so that
 * the list shows rows in its first render (a menu item hovered, as its code is). Nothing when the
 * user has left the list at other filters, sort or page: it opens there.
 */
export async function prefetchFirstPage(resource: string, loadDef: () => Promise<ListRowsDef>): Promise<void> {
  const app = prefetchTarget();
  // a list already open asks for its own rows: its fetch, joined here, is not one made ahead
  if (!app || (mounted.get(resource) ?? 0) > 0 || app.store.getItem(`${resource}.listParams`) !== undefined) return;
  const opened = openings.get(resource);
  const params = firstPageParams(await loadDef());
  // the list opened while its code came: it asks for its rows itself, and a refresh must ask again
  if (openings.get(resource) !== opened || (mounted.get(resource) ?? 0) > 0) return;
  fetchedAhead.set(resource, Date.now());
  await app.queryClient.prefetchQuery({
    queryKey: [resource, 'getList', params],
    queryFn: async () => {
      const { data, total, pageInfo, meta } = await app.dataProvider.getList(resource, params);
      return { data, total, pageInfo, meta };
    },
    staleTime: FETCHED_AHEAD_MS,
  });
}
