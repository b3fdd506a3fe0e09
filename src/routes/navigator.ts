/**
 * Navigation for code that runs outside React (the request layer): the router registers its
 * navigate function; before that, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function bindNavigate(navigate: Navigate | null) {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}) {
  if (navigateImpl) navigateImpl(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export const currentFullPath = () => `${window.location.pathname}${window.location.search}`;

export const LOGIN_PATH = '/login';

/** The login page, with a redirect back to `from` (unless `from` is the login page itself). */
export function loginPath(from?: string): string {
  if (!from || from === '/' || from.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
}
