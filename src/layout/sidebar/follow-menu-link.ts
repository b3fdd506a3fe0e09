import type { MouseEvent } from 'react';
import { currentFullPath, navigateTo } from '../../routes/navigator';

/**
 * A menu link's plain click, judged by the address the browser is at when clicked. React Router's
 * Link replaces the history entry when its target is the location it last rendered; while another
 * navigation still renders, that is the page before, and the click would replace the entry that
 * Back must return to. A click with a modifier key is left to the browser (a new tab, a window).
 */
export function followMenuLink(event: MouseEvent, to: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(to, { replace: currentFullPath() === to });
}
