import { useContext, useEffect } from 'react';
import { createPath, UNSAFE_NavigationContext, type Navigator, type To } from 'react-router-dom';
import { confirmLeave, holdLeave, leaveHeld } from './leave-guard';

/** Whether a navigation leaves the page shown (another path or query; a new hash stays). */
export function leavesPage(to: To, here: { pathname: string; search: string; href: string }): boolean {
  const url = new URL(typeof to === 'string' ? to : createPath(to), here.href);
  return url.pathname !== here.pathname || url.search !== here.search;
}

/** react-router's index of the history entry shown (`idx` of its state). */
const entryIndex = (state: unknown): number | undefined => (state as { idx?: number } | null)?.idx;

/**
 * While a page is shown, leaving it with unsaved changes (leave-guard.ts) asks first: a navigation
 * of the app (links, menu, tabs, search: the router's navigator), the browser's back and forward,
 * and a reload or close of the browser tab. The app's router is not a data router, whose blocker
 * react-admin's `warnWhenUnsavedChanges` needs (docs/decisions/0010-store-page-activity-search.md).
 */
export function useLeaveGuard(): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    const nav = navigator as Navigator;
    const { push, replace } = nav;
    let shown = entryIndex(window.history.state);
    const guarded =
      (go: Navigator['push']): Navigator['push'] =>
      (to, ...rest) => {
        if (leavesPage(to, window.location) && !confirmLeave()) return;
        go.call(nav, to, ...rest);
        shown = entryIndex(window.history.state);
      };
    nav.push = guarded(push);
    nav.replace = guarded(replace);

    // Back and forward have already moved when they are heard: the router must not hear of it
    // until the user agreed (this listener, on capture, runs before the router's); a refusal moves back.
    let returning = false;
    const onPop = (event: PopStateEvent) => {
      if (returning) {
        returning = false;
        event.stopImmediatePropagation();
        return;
      }
      if (!leaveHeld()) return;
      event.stopImmediatePropagation();
      if (confirmLeave()) {
        window.dispatchEvent(new PopStateEvent('popstate', { state: event.state }));
        return;
      }
      const to = entryIndex(event.state);
      returning = true;
      window.history.go(shown !== undefined && to !== undefined ? shown - to : 1);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!leaveHeld()) return;
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('popstate', onPop, { capture: true });
    window.addEventListener('beforeunload', onUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('popstate', onPop, { capture: true });
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [navigator]);
}

/** Holds the page while `dirty`: leaving asks `message` first. */
export function useHoldLeave(dirty: boolean, message: string): void {
  useEffect(() => (dirty ? holdLeave(message) : undefined), [dirty, message]);
}
