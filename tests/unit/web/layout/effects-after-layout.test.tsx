/**
 * The shell's effects that need the page laid out (focusing the main region, scrolling the active
 * tab into view) wait until the browser lays it out, instead of making it lay the page out in the
 * middle of the first commit.
 */
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActiveTabInView } from '../../../../src/layout/tabs/use-active-tab-in-view';
import { MAIN_ID } from '../../../../src/layout/SkipLink';
import { useFocusOnNavigation } from '../../../../src/layout/use-focus-on-navigation';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // jsdom has no scrollIntoView: the test's own goes with it
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});

function TabRow() {
  const row = useRef<HTMLDivElement>(null);
  useActiveTabInView(row, 'b', 2);
  return (
    <div ref={row}>
      <span data-active="false">a</span>
      <span data-active="true">b</span>
    </div>
  );
}

function Main() {
  useFocusOnNavigation();
  return <main id={MAIN_ID} tabIndex={-1} />;
}

describe('effects that need the page laid out', () => {
  it("scroll the active tab into view on the row's first resize report, not during the commit", () => {
    const reports: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          reports.push(this.report);
        }
        disconnect() {}
      },
    );
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    render(<TabRow />);
    expect(scrolled).not.toHaveBeenCalled();
    act(() => reports.forEach((report) => report()));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveProperty('textContent', 'b');
  });

  it('focus the main region once the next frame is drawn, not during the commit', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = holdFrames();
    const view = render(
      <MemoryRouter>
        <Main />
      </MemoryRouter>,
    );
    const main = view.container.querySelector('main')!;
    expect(document.activeElement).not.toBe(main);
    act(() => frames.forEach((frame) => frame(0)));
    expect(document.activeElement).not.toBe(main);
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(main);
  });
});

/** Frames asked for, run when the test says. */
function holdFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return frames;
}
