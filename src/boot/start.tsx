import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { loadUserInfo } from '../auth/session';
import { getToken } from '../auth/session-state';
import { ErrorPage } from '../common/ErrorPage';
import { bindDocumentTitle } from '../locale';
import { loginTitle } from '../pages/login/login-title';
import { LoginRoot } from '../pages/login/LoginRoot';
import { bindNavigate, currentFullPath, deferNavigationUntilBound } from '../routes/navigator';
import { appState } from '../state/app-state';
import { loadAdminApp } from './admin-chunk';
import { loadAppRoot } from './app-chunks';
import { AppFrame } from './AppFrame';
import { warmIntlOffMainThread } from './warm-intl';

/**
 * The signed-in app. With a session, the user's info, the admin shell and the page at the address
 * are asked for at once, beside the router's chunk, rather than one after the other as each
 * component renders (docs/ui.md, "Loading").
 */
export function startApp(root: Root): void {
  if (getToken()) {
    deferNavigationUntilBound();
    loadUserInfo().catch(() => undefined); // the route guard reports a failure, and asks again
    loadAdminApp().catch(() => undefined);
    warmIntlOffMainThread(appState.get().lang);
    import('../routes/preload').then(({ preloadPageAt }) => preloadPageAt(currentFullPath())).catch(() => undefined);
  }
  loadAppRoot().then(
    // a transition: React draws the router and the shell's shape in slices, the main thread free in between
    ({ Root: AppRoot }) =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <AppRoot />
          </StrictMode>,
        ),
      ),
    () =>
      root.render(
        <AppFrame>
          <ErrorPage />
        </AppFrame>,
      ),
  );
}

/**
 * The login page on its own: no router, no react-admin. Signing in hands over to the app at the
 * page it goes on to, without a reload; the app's code has been loading since the user typed.
 */
export function startLogin(root: Root): void {
  bindDocumentTitle(loginTitle);
  bindNavigate((to, { replace } = {}) => {
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    bindNavigate(null);
    startApp(root);
  });
  // a transition, as the app's first render: React draws the page in slices, the main thread free in between
  startTransition(() =>
    root.render(
      <StrictMode>
        <LoginRoot />
      </StrictMode>,
    ),
  );
}
