import { t } from '../locale';
import { matchPage } from './match';

/** The browser tab's title at an address: `<page> - Distributor Admin`, translated; the app's name elsewhere. */
export function documentTitleOf(pathname: string, search = ''): string {
  const page = matchPage(pathname, search);
  return page ? `${t(page.title)} - ${t('webapp_title')}` : t('webapp_title');
}
