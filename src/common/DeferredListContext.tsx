import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The list's context, one background render behind. A page's rows arrive in a synchronous update
 * (react-query's store), which would draw them in one long task; below this, React draws them in
 * slices, the main thread free in between (docs/ui.md, "Loading").
 */
export function DeferredListContext({ children }: { children: ReactNode }) {
  const context = useListContext();
  const deferred = useDeferredValue(context);
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
}
