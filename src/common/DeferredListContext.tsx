import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The list's context with its rows one background render behind. A page's rows arrive in a
 * synchronous update (react-query's store), which would draw them in one long task; below this,
 * React draws them in slices, the main thread free in between (docs/ui.md, "Loading"). The rest
 * (selection, sort, filters) stays current, so that a ticked box shows ticked at once.
 */
export function DeferredListContext({ children }: { children: ReactNode }) {
  const context = useListContext();
  const { data, total, isPending, isLoading } = context;
  const rows = useDeferredValue(useMemo(() => ({ data, total, isPending, isLoading }), [data, total, isPending, isLoading]));
  const value = useMemo(() => ({ ...context, ...rows }), [context, rows]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
