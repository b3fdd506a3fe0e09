/** A long page's later sections are drawn as they come near the view, or when the nav goes to them or past them. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSection } from '../../../../src/common/sections/PageSection';
import { SectionNav } from '../../../../src/common/sections/SectionNav';
import { dealerAdmin, renderPage } from '../support/render-page';

/** IntersectionObservers made by the page, and what each watches: the test says when a target comes near. */
const observers: { report: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];

class WatchedObserver {
  private readonly entry: (typeof observers)[number];
  constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { report, targets: [], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

/** Tells the observer watching inside section `id` that its target is now near the view. */
function comesNear(id: string) {
  const section = document.getElementById(id)!;
  const watching = observers.find((observer) => observer.targets.some((target) => section.contains(target)))!;
  const target = watching.targets.find((t) => section.contains(t))!;
  watching.report([{ isIntersecting: true, target } as IntersectionObserverEntry], watching as unknown as IntersectionObserver);
}

const watchedIn = (id: string) =>
  observers.some((observer) => observer.targets.some((target) => document.getElementById(id)!.contains(target)));

const sections = [
  { id: 'first', label: 'First' },
  { id: 'second', label: 'Second' },
  { id: 'third', label: 'Third' },
  { id: 'fourth', label: 'Fourth' },
];

function LongPage() {
  return (
    <div>
      <SectionNav sections={sections} label="Sections" />
      <PageSection id="first">first content</PageSection>
      {sections.slice(1).map(({ id }) => (
        <PageSection key={id} id={id} later>
          {`${id} content`}
        </PageSection>
      ))}
    </div>
  );
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', WatchedObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a long page’s sections', () => {
  it('draws a later section once it comes near the view, a screen ahead, and not before', async () => {
    renderPage(<LongPage />, { user: dealerAdmin, resource: 'store' });
    expect(screen.getByText('first content')).toBeTruthy();
    await waitFor(() => expect(watchedIn('second') && watchedIn('third')).toBe(true));
    expect(observers[0].options?.rootMargin).toBe('100% 0px');
    expect(screen.queryByText('second content')).toBeNull();
    comesNear('second');
    await screen.findByText('second content');
    expect(screen.queryByText('third content')).toBeNull();
    // drawn once, it stays: nothing watches it any more
    expect(watchedIn('second')).toBe(false);
  });

  it('draws the sections down to the one a nav link goes to at once, so that it is scrolled to where it stays', async () => {
    renderPage(<LongPage />, { user: dealerAdmin, resource: 'store' });
    await waitFor(() => expect(watchedIn('fourth')).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: 'Third' }));
    expect(screen.getByText('second content')).toBeTruthy();
    expect(screen.getByText('third content')).toBeTruthy();
    expect(screen.queryByText('fourth content')).toBeNull();
  });

  it('draws the sections between the view and one above it too, so that none grows while the page scrolls up to it', async () => {
    // scrolled to the end: the fourth section shows, the others are above the view's bottom (800 px)
    const tops: Record<string, number> = { first: -3000, second: -2000, third: -1000, fourth: 100 };
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = tops[this.id] ?? 0;
      return { top, bottom: this === document.documentElement ? 800 : top + 10 } as DOMRect;
    });
    renderPage(<LongPage />, { user: dealerAdmin, resource: 'store' });
    await waitFor(() => expect(watchedIn('fourth')).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(screen.getByText('second content')).toBeTruthy();
    expect(screen.getByText('third content')).toBeTruthy();
    expect(screen.getByText('fourth content')).toBeTruthy();
  });
});
