import { t } from '../locale';
import { loginTitle } from '../pages/login/login-title';
import { matchPage } from './match';

/** The browser tab's title at an address: `<page> - Distributor Admin` (the login page's "Sign in - ..."), translated; the app's name elsewhere. */
export function documentTitleOf(pathname: string, search = ''): string {
  if (pathname === '/login') return loginTitle();
  const page = matchPage(pathname, search);
  return page ? `${t(page.title)} - ${t('webapp_title')}` : t('webapp_title');
}
