import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, isMobileWidth, sizeOf } from '../../../src/layout/responsive';
import { appState, pageLoading, setFold, toggleMenu } from '../../../src/state/app-state';

afterEach(() => vi.useRealTimers());

describe('screen sizes (docs/ui.md)', () => {
  it.each([
    [0, 'XS'],
    [479, 'XS'],
    [480, 'SM'],
    [575, 'SM'],
    [576, 'MD'],
    [767, 'MD'],
    [768, 'LG'],
    [991, 'LG'],
    [992, 'XL'],
    [1199, 'XL'],
    [1200, 'XXL'],
    [1600, 'XXL'],
    [2560, 'XXL'],
  ] as const)('%i px is %s', (width, size) => {
    expect(sizeOf(width)).toBe(size);
  });

  it('is mobile below 992 px', () => {
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
  });

  it('debounces resize handling', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const handler = debounce(fn, 80);
    handler(1);
    vi.advanceTimersByTime(79);
    handler(2);
    vi.advanceTimersByTime(79);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
});

describe('app state (docs/ui.md)', () => {
  it('the menu starts expanded and toggles; the mobile layout folds it', () => {
    expect(appState.get().menuCollapsed).toBe(false);
    toggleMenu();
    expect(appState.get().menuCollapsed).toBe(true);
    toggleMenu();
    setFold(true);
    expect(appState.get()).toMatchObject({ isFold: true, menuCollapsed: true });
    setFold(false);
    expect(appState.get()).toMatchObject({ isFold: false, menuCollapsed: false });
  });

  it('page loading turns on after 50 ms and off at once', () => {
    vi.useFakeTimers();
    pageLoading.start();
    vi.advanceTimersByTime(49);
    expect(appState.get().pageLoading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(appState.get().pageLoading).toBe(true);
    pageLoading.stop();
    expect(appState.get().pageLoading).toBe(false);
    pageLoading.start();
    pageLoading.stop();
    vi.advanceTimersByTime(100);
    expect(appState.get().pageLoading).toBe(false);
  });

  it('page loading counts a shape replaced by the next as one wait, on one timer', () => {
    vi.useFakeTimers();
    pageLoading.start();
    vi.advanceTimersByTime(30);
    // the commit that swaps two shapes: the first's end, the next's start
    pageLoading.stop();
    pageLoading.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(20);
    expect(appState.get().pageLoading).toBe(true);
    pageLoading.stop();
    expect(appState.get().pageLoading).toBe(false);
  });

  it('country defaults to ID and language to en-US', () => {
    expect(appState.get().country).toBe('ID');
    expect(appState.get().lang).toBe('en-US');
  });
});

describe('the first render on a phone', () => {
  it('starts in the narrow layout, menu folded, rather than folding it after the wide one showed', async () => {
    const width = window.innerWidth;
    vi.resetModules();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
    try {
      const { appState: fresh } = await import('../../../src/state/app-state');
      expect(fresh.get()).toMatchObject({ isFold: true, menuCollapsed: true });
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      vi.resetModules();
    }
  });
});
