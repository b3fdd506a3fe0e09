/**
 * Measurements of a list page in the browser for the responsive tests: which table columns show,
 * whether they overlap or spill out of the list's card, and what a phone card or a row's details
 * hold.
 */
import type { Page } from 'playwright-core';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface TableLayout {
  /** The list card's visible box and whether its content scrolls sideways. */
  area: Box;
  overflowsSideways: boolean;
  /** Header cells shown, left to right: text and box. */
  shown: { text: string; box: Box }[];
  /** Header texts of the columns that gave way (not displayed). */
  hidden: string[];
}

/** The visible list's table: shown and hidden columns, the area it has. */
export async function tableLayout(page: Page): Promise<TableLayout> {
  return page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const content = [...document.querySelectorAll('.RaList-content')].find(visible) as HTMLElement;
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const heads = [...content.querySelectorAll('thead th')].filter((th) => !th.className.includes('expandHeader'));
    const text = (el: Element) => (el.textContent ?? '').trim();
    return {
      area: rect(content),
      overflowsSideways: content.scrollWidth > content.clientWidth + 1,
      shown: heads.filter((th) => getComputedStyle(th).display !== 'none').map((th) => ({ text: text(th), box: rect(th) })),
      hidden: heads.filter((th) => getComputedStyle(th).display === 'none').map(text),
    };
  });
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
export const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;

/** Pairs of shown header cells that overlap (none expected). */
export function overlappingPairs(layout: TableLayout): string[] {
  const pairs: string[] = [];
  layout.shown.forEach((a, i) =>
    layout.shown.slice(i + 1).forEach((b) => {
      if (overlaps(a.box, b.box)) pairs.push(`${a.text} / ${b.text}`);
    }),
  );
  return pairs;
}

/** The labels of a visible row-details panel or phone card, in order, each with whether it is displayed. */
export async function detailLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const scope = [...document.querySelectorAll(sel)].find(visible);
    if (!scope) return [];
    return [...scope.querySelectorAll('dt')].filter(visible).map((dt) => (dt.textContent ?? '').trim());
  }, selector);
}

/** Boxes of every element a selector matches that shows. */
export async function boxesOf(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((sel) => {
    return [...document.querySelectorAll(sel)]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      });
  }, selector);
}
