import { createSharedState } from '../state/shared-state';
import { MOBILE_BELOW } from './breakpoints';

export { isMobileWidth } from './breakpoints';

/** Breakpoints of docs/ui.md in px; mobile is below LG. */
export const BREAKPOINTS = { XS: 480, SM: 576, MD: 768, LG: MOBILE_BELOW, XL: 1200, XXL: 1600 } as const;
export type ScreenSize = keyof typeof BREAKPOINTS;

/** XS below 480, SM below 576, MD below 768, LG below 992, XL below 1200, else XXL. */
export function sizeOf(width: number): ScreenSize {
  if (width < BREAKPOINTS.XS) return 'XS';
  if (width < BREAKPOINTS.SM) return 'SM';
  if (width < BREAKPOINTS.MD) return 'MD';
  if (width < BREAKPOINTS.LG) return 'LG';
  if (width < BREAKPOINTS.XL) return 'XL';
  return 'XXL';
}

/** Resize handling waits this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 80;

export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

export const screenState = createSharedState<{ width: number; size: ScreenSize }>({
  width: typeof window === 'undefined' ? BREAKPOINTS.XXL : window.innerWidth,
  size: sizeOf(typeof window === 'undefined' ? BREAKPOINTS.XXL : window.innerWidth),
});
