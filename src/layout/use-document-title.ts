import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLang } from '../locale';
import { documentTitleOf } from '../routes/title';

/** Keeps the browser tab's title on the page at the current address (tabs, history, bookmarks). */
export function useDocumentTitle() {
  const lang = useLang();
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = documentTitleOf(pathname, search);
  }, [pathname, search, lang]);
}
