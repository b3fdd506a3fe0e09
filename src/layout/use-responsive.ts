import { useEffect } from 'react';
import { setFold } from '../state/app-state';
import { debounce, isMobileWidth, RESIZE_DEBOUNCE_MS, screenState, sizeOf } from './responsive';

/** Follows the window width (debounced 80 ms): screen size, and the mobile layout below 992 px. */
export function useResponsive() {
  useEffect(() => {
    const apply = () => {
      const width = window.innerWidth;
      screenState.set({ width, size: sizeOf(width) });
      setFold(isMobileWidth(width));
    };
    // the state starts at the window's width (src/state/app-state.ts): checked again at the next frame,
    // as reading the width now would force a layout in the middle of the first render's effects
    const frame = requestAnimationFrame(apply);
    const onResize = debounce(apply, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
