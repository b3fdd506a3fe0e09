import { useEffect } from 'react';
import { afterNextPaint } from '../common/next-frame';
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
    // the state starts at the window's width (src/state/app-state.ts): checked again once the next frame
    // is drawn, as reading the width before would make the browser lay the page out at once
    const cancel = afterNextPaint(apply);
    const onResize = debounce(apply, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      cancel();
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
