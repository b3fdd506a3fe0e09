import { Navigate, useLocation } from 'react-router-dom';
import { getToken } from '../auth/session-state';
import { loadAdminApp } from '../boot/admin-chunk';
import { LazyPageFallback, lazyPage } from '../common/lazy-page';
import { ShellSkeleton } from '../layout/ShellSkeleton';
import NotFoundPage from '../pages/NotFoundPage';
import { matchPage, redirectOf } from './match';
import { loginPath } from './navigator';

/** The admin shell is its own chunk, asked for early by src/boot/start.tsx. */
const AdminApp = lazyPage(loadAdminApp);

/**
 * Every address but /login and /404: unknown ones show the 404 page; without a token, the login
 * page with a redirect back (the route guard of docs/ui.md); otherwise the admin shell, which also
 * follows the redirects of the route table.
 */
export function Entry() {
  const { pathname, search } = useLocation();
  if (!matchPage(pathname) && !redirectOf(pathname)) return <NotFoundPage />;
  if (!getToken()) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  return (
    <LazyPageFallback value={<ShellSkeleton />}>
      <AdminApp />
    </LazyPageFallback>
  );
}
