import { memo, Suspense } from 'react';
import { ResourceContextProvider } from 'ra-core';
import { Route, Routes, type Location } from 'react-router-dom';
import { NoPermission } from '../../admin/NoPermission';
import { ErrorView } from '../../admin/ra-views';
import { viewFor } from '../../admin/views';
import { userInfoState } from '../../auth/session-state';
import { ErrorBoundary } from '../../common/ErrorBoundary';
import { LazyPageFallback } from '../../common/lazy-page';
import { PageSkeleton } from './PageSkeleton';
import type { PageMatch } from '../../routes/match';
import { useSharedState } from '../../state/shared-state';
import { pageAllowed } from '../../routes/page-access';

interface RouteViewProps {
  page: PageMatch;
  location: Location;
}

/**
 * One page of the route table at a given address. The address is passed in so that a kept-alive
 * page keeps reading its own address while another page is shown; a kept page whose address has not
 * changed is not rendered again when another page is navigated to (the dashboard's charts among them).
 */
export const RouteView = memo(
  function RouteView({ page, location }: RouteViewProps) {
    const user = useSharedState(userInfoState, (s) => s.user);
    const allowed = pageAllowed(user, page, location.search);
    const View = viewFor(page.child.view, new URLSearchParams(location.search).has('id'));
    const ref = page.child.view;
    const body = allowed ? <View /> : <NoPermission />;
    const skeleton = <PageSkeleton view={ref} />;
    return (
      <Routes location={location}>
        <Route
          path={page.path}
          element={
            <ErrorBoundary fallback={(error, reset, info) => <ErrorView error={error} errorInfo={info} resetErrorBoundary={reset} />}>
              <LazyPageFallback value={skeleton}>
                <Suspense fallback={skeleton}>
                  {'resource' in ref ? <ResourceContextProvider value={ref.resource}>{body}</ResourceContextProvider> : body}
                </Suspense>
              </LazyPageFallback>
            </ErrorBoundary>
          }
        />
      </Routes>
    );
  },
  (before, after) => before.page.path === after.page.path && before.location === after.location,
);
