/** Where a page of sections is scrolled to, and the scrolling to one of them (SectionNav.tsx). */

/**
 * The section being read: the last one whose top has passed `line` (the bottom of the page's
 * sticky header), the first before any has, the last once the page is scrolled to its end.
 */
export function currentSection(tops: readonly (readonly [id: string, top: number])[], line: number, atEnd: boolean): string | undefined {
  if (tops.length === 0) return undefined;
  if (atEnd) return tops[tops.length - 1][0];
  let current = tops[0][0];
  for (const [id, top] of tops) if (top <= line) current = id;
  return current;
}

/**
 * The element that scrolls `element` (the app's main area), or the document's; `overflowing`: only
 * one whose content overflows it now.
 */
export function scrollParent(element: Element, overflowing = true): Element {
  for (let at = element.parentElement; at; at = at.parentElement) {
    const { overflowY } = getComputedStyle(at);
    if ((overflowY === 'auto' || overflowY === 'scroll') && (!overflowing || at.scrollHeight > at.clientHeight)) return at;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Whether `scroller` shows the end of its content (a pixel of rounding allowed). */
export const scrolledToEnd = (scroller: Element) => scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;

/** The attribute that marks a page's SectionNav (SectionsEnd.tsx finds it by it). */
export const SECTION_NAV = 'data-section-nav';

/** Gap kept between the sticky header and a section scrolled to. */
export const GAP = 8;

/** Scrolls `section` up to just under `line` (the sticky header's bottom, in viewport pixels). */
export function scrollToSection(section: HTMLElement, line: number): void {
  const scroller = scrollParent(section);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  scroller.scrollBy({ top: section.getBoundingClientRect().top - line - GAP, behavior: reduced ? 'auto' : 'smooth' });
}

/**
 * The room a page needs after its last section, `last`, for that section to scroll up to just under
 * `line`, given the room it has now (`room`): what it still lacks, added to what it has.
 */
export function roomToRaise(last: Element, line: number, room: number): number {
  const scroller = scrollParent(last, false);
  const rise = last.getBoundingClientRect().top - line - GAP;
  const left = scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop;
  return Math.max(0, Math.ceil(room + rise - left));
}

/**
 * Scrolls a row sideways until `item` shows in it. Not `scrollIntoView`: that scrolls every
 * ancestor too, and would stop the page's smooth scroll to a section on its way.
 */
export function revealInRow(row: HTMLElement, item: Element): void {
  const box = row.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.left < box.left) row.scrollLeft -= box.left - at.left;
  else if (at.right > box.right) row.scrollLeft += at.right - box.right;
}
