import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextPaint } from '../common/next-frame';
import { documentTitleOf } from '../routes/title';
import { MAIN_ID } from './SkipLink';

/** Marks the main region while it holds the focus a navigation gave it. */
export const FOCUSED_BY_NAVIGATION = 'data-focused-by-navigation';

/**
 * After signing in and after each move to another page, focus goes to the page's content (the main
 * region) instead of staying on the link or button that led there, or falling to the top of the
 * document; the answer is the page's title, for a polite live region to announce.
 */
export function useFocusOnNavigation(): string {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    // focusing needs the page laid out: once the next frame is drawn, not in the middle of the first commit
    const cancel = afterNextPaint(() => {
      const main = document.getElementById(MAIN_ID);
      // a dialog opened meanwhile keeps its focus
      if (!main || document.activeElement?.closest('[role=dialog]')) return;
      // focus put there, not moved there by the user: no focus ring framing the whole page (AppLayout.tsx)
      main.setAttribute(FOCUSED_BY_NAVIGATION, '');
      main.addEventListener('blur', () => main.removeAttribute(FOCUSED_BY_NAVIGATION), { once: true });
      main.focus({ preventScroll: true });
    });
    setAnnounced(documentTitleOf(pathname, window.location.search));
    return cancel;
  }, [pathname]);
  return announced;
}
