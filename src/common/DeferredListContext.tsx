import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

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
  // the rows are an earlier state of this same context, which TypeScript cannot tell from the union
  const value = useMemo(() => ({ ...context, ...rows }) as ListControllerResult, [context, rows]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
