import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of a box while it shows. Hidden (the dashboard kept alive behind another tab) it measures
 * 0 px, and a chart drawn that narrow has negative sizes (`<rect> width -33`): the last width it
 * showed at is kept instead; undefined until it has shown once.
 */
export function useShownWidth<E extends HTMLElement>() {
  const box = useRef<E>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const shown = element.clientWidth;
      if (shown > 0) setWidth(shown);
    };
    // the observer's first report comes once the page is laid out: measuring now would force it
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => resizes.disconnect();
  }, []);
  return { box, width };
}
