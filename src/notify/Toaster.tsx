import { lazy, Suspense } from 'react';
import { useSharedState } from '../state/shared-state';
import { toasts } from './toast';

/** The alerts' code loads with the first toast: the login page's entry stays without it. */
const ToastList = lazy(() => import('./ToastList'));

/**
 * The toasts on screen (src/notify/ToastList.tsx), in a live region that is there before the first
 * toast: screen readers announce what appears in a region they already know, not a new region.
 */
export function Toaster() {
  const list = useSharedState(toasts, (s) => s.list);
  return (
    <div aria-live="polite" data-testid="toasts">
      {list.length > 0 && (
        <Suspense fallback={null}>
          <ToastList list={list} />
        </Suspense>
      )}
    </div>
  );
}
