import { Suspense } from 'react';
import { ResourceContextProvider } from 'ra-core';
import { Route, Routes, type Location } from 'react-router-dom';
import { NoPermission } from '../../admin/NoPermission';
import { ErrorView } from '../../admin/ra-views';
import { viewFor } from '../../admin/views';
import { userInfoState } from '../../auth/session-state';
import { ErrorBoundary } from '../../common/ErrorBoundary';
import { PageSkeleton } from '../../common/PageSkeleton';
import type { PageMatch } from '../../routes/match';
import { useSharedState } from '../../state/shared-state';
import { pageAllowed } from '../../routes/page-access';

/**
 * One page of the route table at a given address. The address is passed in so that a kept-alive
 * page keeps reading its own address while another page is shown.
 */
export function RouteView({ page, location }: { page: PageMatch; location: Location }) {
  const user = useSharedState(userInfoState, (s) => s.user);
  const allowed = pageAllowed(user, page, location.search);
  const View = viewFor(page.child.view, new URLSearchParams(location.search).has('id'));
  const ref = page.child.view;
  const body = allowed ? <View /> : <NoPermission />;
  return (
    <Routes location={location}>
      <Route
        path={page.path}
        element={
          <ErrorBoundary fallback={(error, reset, info) => <ErrorView error={error} errorInfo={info} resetErrorBoundary={reset} />}>
            <Suspense fallback={<PageSkeleton view={ref} />}>
              {'resource' in ref ? <ResourceContextProvider value={ref.resource}>{body}</ResourceContextProvider> : body}
            </Suspense>
          </ErrorBoundary>
        }
      />
    </Routes>
  );
}
