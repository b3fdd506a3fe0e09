import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../locale';
import { matchPage } from '../routes/match';

/** `<page> - Distributor Admin`, translated, for the page at the current address (tabs, history, bookmarks). */
export function useDocumentTitle() {
  const t = useT();
  const { pathname, search } = useLocation();
  const page = matchPage(pathname, search);
  const title = page ? `${t(page.title)} - ${t('webapp_title')}` : t('webapp_title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
