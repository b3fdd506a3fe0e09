import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a horizontally scrolling box has more to show on either side, kept up as it scrolls or resizes. */
export function useScrollEdges(box: RefObject<HTMLElement | null>, contentKey: unknown) {
  const [edges, setEdges] = useState({ back: false, forward: false });
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const back = element.scrollLeft > 1;
    const forward = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((old) => (old.back === back && old.forward === forward ? old : { back, forward }));
  }, [box]);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    // the observer's first report comes after the browser's own layout: measuring now would force one
    if (resizes) resizes.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [box, measure, contentKey]);
  /** Scrolls by most of the box's width, back (-1) or forward (1). */
  const scrollBy = (direction: -1 | 1) => box.current?.scrollBy?.({ left: direction * box.current.clientWidth * 0.8, behavior: 'smooth' });
  return { ...edges, scrollBy };
}
