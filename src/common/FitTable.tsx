import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ColumnPriority } from './list-columns';

/** The expand buttons and panels of the rows: only there while some column gave way. */
const EXPAND_CELLS = '& .RaDataTable-expandHeader, & .RaDataTable-expandIconCell, & .RaDataTable-expandRow';

/** Hides the columns (and shows the details) of each priority above `shown`. */
function fitSx(lowest: ColumnPriority) {
  const rules: Record<string, unknown> = {
    overflowX: 'auto',
    '& [class*="detail-col-p"]': { display: 'none' },
  };
  for (let priority = 2; priority <= lowest; priority++) {
    for (let shown = 1; shown < priority; shown++) {
      rules[`&[data-shown="${shown}"] .col-p${priority}`] = { display: 'none' };
      rules[`&[data-shown="${shown}"] .detail-col-p${priority}`] = { display: 'block' };
    }
  }
  rules[`&[data-shown="${lowest}"]`] = { [EXPAND_CELLS]: { display: 'none' } };
  return rules;
}

/** With every column shown: the width the table needs with the columns of each priority shown, down from `lowest`. */
function neededWidths(table: HTMLElement, lowest: ColumnPriority): Record<number, number> {
  const widths: Record<number, number> = { [lowest]: table.scrollWidth };
  for (let priority = lowest; priority > 1; priority--) {
    const headers = table.querySelectorAll<HTMLElement>(`th.col-p${priority}`);
    const given = Array.from(headers).reduce((sum, header) => sum + header.offsetWidth, 0);
    widths[priority - 1] = widths[priority] - given;
  }
  return widths;
}

export interface FitTableProps {
  /** The highest priority number among the table's columns (1: none gives way). */
  lowest: ColumnPriority;
  /** What the table shows (its rows, the language; a stable value): when it changes, every column is tried again. */
  content: unknown;
  children: ReactNode;
}

/**
 * A table that fits its area: while it is wider than the area, the columns of the lowest priority
 * left give way (the highest number first); when the area grows back to the width they needed, they come back.
 * Measured before the browser paints, so a column never flashes. A table that still does not fit
 * scrolls sideways.
 */
export function FitTable({ lowest, content, children }: FitTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number>(lowest);
  /** The width the table needed with the columns of each priority shown. */
  const needed = useRef<Record<number, number>>({});

  const measuredFor = useRef({ lowest, content });
  /** Bumped to measure again: the table came back from hidden (a kept-alive list) wider than its area. */
  const [remeasure, setRemeasure] = useState(0);

  useLayoutEffect(() => {
    if (measuredFor.current.lowest !== lowest || measuredFor.current.content !== content) {
      measuredFor.current = { lowest, content };
      needed.current = {};
      if (shown !== lowest) return setShown(lowest);
    }
    const el = ref.current;
    // hidden (clientWidth 0): nothing to measure; the observer below measures when it shows again
    if (!el || shown <= 1 || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) return;
    if (shown < lowest) {
      // the estimate fell short (the row's expand column came): one more gives way
      needed.current[shown] = el.scrollWidth;
      return setShown(shown - 1);
    }
    // every column shown: the widths of each priority's columns tell, in this one layout, how many must give way
    const widths = neededWidths(el, lowest);
    let fits = lowest - 1;
    while (fits > 1 && widths[fits] > el.clientWidth + 1) fits--;
    for (let priority = fits + 1; priority <= lowest; priority++) needed.current[priority] = widths[priority];
    setShown(fits);
  }, [lowest, content, shown, remeasure]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === 0) return;
      // shown again after a change made while hidden (a row added, the columns reset): fit anew
      if (shown > 1 && el.scrollWidth > el.clientWidth + 1) return setRemeasure((n) => n + 1);
      const next = shown + 1;
      if (next <= lowest && el.clientWidth >= (needed.current[next] ?? 0)) setShown(next);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, lowest]);

  return (
    <Box ref={ref} data-shown={shown} data-testid="fit-table" sx={fitSx(lowest)}>
      {children}
    </Box>
  );
}
