import { createSharedState } from '../state/shared-state';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}

/** Toasts last 3 s by default and 5 s for API errors (docs/ui.md). */
export const TOAST_MS = 3000;
export const API_ERROR_TOAST_MS = 5000;

export const toasts = createSharedState<{ list: Toast[] }>({ list: [] });

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts.set((s) => ({ list: s.list.filter((toast) => toast.id !== id) }));
}

function schedule(toast: Toast) {
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.duration),
  );
}

/**
 * Starts the time of each toast the screen has just shown. A toast's time counts from when it shows,
 * not from when it was made: one made while the app's code still loads (a session found expired at
 * start) would otherwise be gone before anyone saw it.
 */
export function toastsShown(list: Toast[]) {
  for (const shown of list) if (!timers.has(shown.id)) schedule(shown);
}

/**
 * Shows a message. The same message already on screen is not shown twice (its time restarts), so
 * an error reported by the request layer and again by a page appears once.
 */
export function toast(message: string, options: { type?: ToastType; duration?: number } = {}) {
  const { type = 'info', duration = TOAST_MS } = options;
  const same = toasts.get().list.find((t) => t.message === message && t.type === type);
  if (same) {
    const longer = { ...same, duration: Math.max(same.duration, duration) };
    toasts.set((s) => ({ list: s.list.map((t) => (t.id === same.id ? longer : t)) }));
    if (timers.has(same.id)) schedule(longer);
    return;
  }
  const created: Toast = { id: nextId++, message, type, duration };
  toasts.set((s) => ({ list: [...s.list, created] }));
}

const quieted = new Map<string, number>();

/** Remembers, for 10 s, an error the request layer chose not to show (docs/api.md: 15007, 13013, 15009). */
export function quietError(message: string) {
  quieted.set(message, Date.now() + 10_000);
}

/** True when `message` is an error the request layer keeps quiet: a page reporting it stays quiet too. */
export function isQuieted(message: string): boolean {
  const until = quieted.get(message);
  return until !== undefined && until > Date.now();
}
