import { lazy, Suspense } from 'react';
import { useSharedState } from '../state/shared-state';
import { toasts } from './toast';

/** The alerts' code loads with the first toast: the login page's entry stays without it. */
const ToastList = lazy(() => import('./ToastList'));

/** The toasts on screen (src/notify/ToastList.tsx). */
export function Toaster() {
  const list = useSharedState(toasts, (s) => s.list);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList list={list} />
    </Suspense>
  );
}
