import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'ra-core';
import type { ListDef } from '../../resources/list';
import { FETCHED_AHEAD_MS, firstPageParams } from './first-page';

interface Bound {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  store: Store;
}

let bound: Bound | undefined;

/** The admin app's query cache, data provider and store, which fetching ahead fills and reads. */
export function bindListPrefetch(next: Bound | undefined): void {
  bound = next;
}

/**
 * Fetches a list's first page into react-admin's cache under the key its list will ask for, so that
 * the list shows rows in its first render (a menu item hovered, as its code is). Nothing when the
 * user has left the list at other filters, sort or page: it opens there.
 */
export async function prefetchFirstPage(resource: string, loadDef: () => Promise<Pick<ListDef, 'defaultSort'>>): Promise<void> {
  const app = bound;
  if (!app || app.store.getItem(`${resource}.listParams`) !== undefined) return;
  const params = firstPageParams(await loadDef());
  await app.queryClient.prefetchQuery({
    queryKey: [resource, 'getList', params],
    queryFn: async () => {
      const { data, total, pageInfo, meta } = await app.dataProvider.getList(resource, params);
      return { data, total, pageInfo, meta };
    },
    staleTime: FETCHED_AHEAD_MS,
  });
}
