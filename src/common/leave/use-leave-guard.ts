import { useContext, useEffect } from 'react';
import { createPath, UNSAFE_NavigationContext, type Navigator, type To } from 'react-router-dom';
import { confirmLeave, holdLeave, leaveHeld } from './leave-guard';

/** Whether a navigation leaves the page shown (another path or query; a new hash stays). */
export function leavesPage(to: To, here: { pathname: string; search: string; href: string }): boolean {
  const url = new URL(typeof to === 'string' ? to : createPath(to), here.href);
  return url.pathname !== here.pathname || url.search !== here.search;
}

/**
 * While a page is shown, leaving it with unsaved changes (leave-guard.ts) asks first: a navigation
 * of the app (links, menu, tabs, search: the router's navigator) and a reload or close of the
 * browser tab; back and forward are guarded from the start (leave-guard.ts). The app's router is
 * not a data router, whose blocker react-admin's `warnWhenUnsavedChanges` needs
 * (docs/decisions/0010-store-page-activity-search.md).
 */
export function useLeaveGuard(): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    const nav = navigator as Navigator;
    const { push, replace } = nav;
    const guarded =
      (go: Navigator['push']): Navigator['push'] =>
      (to, ...rest) => {
        if (leavesPage(to, window.location) && !confirmLeave()) return;
        go.call(nav, to, ...rest);
      };
    nav.push = guarded(push);
    nav.replace = guarded(replace);
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!leaveHeld()) return;
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [navigator]);
}

/** Holds the page while `dirty`: leaving asks `message` first. */
export function useHoldLeave(dirty: boolean, message: string): void {
  useEffect(() => (dirty ? holdLeave(message) : undefined), [dirty, message]);
}
