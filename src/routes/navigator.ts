/**
 * Navigation for code that runs outside React (the request layer): the router registers its
 * navigate function; before that, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;
let deferring = false;
let pending: Parameters<Navigate> | null = null;

export function bindNavigate(navigate: Navigate | null) {
  navigateImpl = navigate;
  if (!navigate) return;
  deferring = false;
  const waiting = pending;
  pending = null;
  if (waiting) navigateTo(...waiting);
}

/**
 * While the app's router is on its way (src/boot/start.tsx asks for the session before it), a
 * navigation waits for it rather than reloading the page: a reload would lose what the request
 * layer shows with it (the toast of an expired session).
 */
export function deferNavigationUntilBound() {
  deferring = true;
}

/** Navigation failures are only logged (docs/ui.md). */
export function navigateTo(to: string, options: { replace?: boolean } = {}) {
  try {
    if (navigateImpl) navigateImpl(to, options);
    else if (deferring) pending = [to, options];
    else if (options.replace) window.location.replace(to);
    else window.location.assign(to);
  } catch (error) {
    console.error('Navigation failed', to, error);
  }
}

/** Where the browser is: ahead of the rendered location while a navigation's transition is pending. */
export const currentPathname = () => window.location.pathname;
export const currentFullPath = () => `${currentPathname()}${window.location.search}`;

export const LOGIN_PATH = '/login';

const isLoginPath = (path: string) => path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`);

/** The login page with a redirect back to `from`; on the login page already, that page as it is. */
export function loginPath(from?: string): string {
  if (!from || from === '/') return LOGIN_PATH;
  if (isLoginPath(from)) return from;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
}

/** Where to go after login: the redirect parameter when it is a path of this app, else home. */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || isLoginPath(redirect)) return '/';
  return redirect;
}
