/**
 * The shapes a signed-in load shows while its code and data come: the page named at once, and a
 * list's grey lines as one element, which the commit that draws the rows removes (each element
 * removed adds to that commit).
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListSkeleton } from '../../../../src/common/ListSkeleton';
import { ShellSkeleton } from '../../../../src/layout/ShellSkeleton';
import { setLang } from '../../../../src/state/app-state';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  setLang('en-US');
});

describe("the shell's shape", () => {
  it("names the page at the address in its tab bar, in the user's language", () => {
    window.history.replaceState(null, '', '/distributor/list');
    setLang('zh-CN');
    render(<ShellSkeleton />);
    expect(screen.getByTestId('shell-skeleton').textContent).toBe('经销商列表');
    expect(screen.getByTestId('page-skeleton').getAttribute('data-kind')).toBe('list');
  });
});

describe("a list's grey lines", () => {
  it.each([false, true])('are one element inside the named progress bar (cards: %s)', (cards) => {
    render(<ListSkeleton rows={8} cards={cards} />);
    const lines = screen.getByRole('progressbar', { name: 'Loading…' });
    expect(lines.querySelectorAll('*')).toHaveLength(1);
    expect(within(lines).queryByText(/./)).toBeNull();
  });
});
