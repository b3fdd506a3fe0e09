import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'ra-core';

/** The admin app's query cache, data provider and store, which fetching ahead fills and reads. */
export interface PrefetchTarget {
  queryClient: QueryClient;
  dataProvider: DataProvider;
  store: Store;
}

let target: PrefetchTarget | undefined;

/** Set by the admin app while it is mounted (src/admin/AdminApp.tsx). */
export function bindListPrefetch(next: PrefetchTarget | undefined): void {
  target = next;
}

export const prefetchTarget = () => target;
