/**
 * A lazy page (src/common/lazy-page.ts) renders at once when its code is there, shows its route's
 * skeleton while the code loads, and hands a failed load to its error boundary: it never suspends,
 * so React's hold on revealing a Suspense boundary shortly after a fallback never delays a page.
 */
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { expect, it } from 'vitest';
import { LazyPageFallback, lazyPage } from '../../../../src/common/lazy-page';

const Content = () => <p>page content</p>;

/** An import that resolves or fails when the test says. */
function controlledImport() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<{ default: typeof Content }>((resolve, reject) => {
      calls.push({ resolve: () => resolve({ default: Content }), reject });
    });
  return { load, calls };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render = () => (this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children);
}

it('renders in the same pass when its code was preloaded, with no Suspense around it', async () => {
  const { load, calls } = controlledImport();
  const Page = lazyPage(load);
  const preloaded = Page.preload();
  calls[0].resolve();
  await preloaded;
  render(<Page />);
  // synchronously: no fallback was shown first
  expect(screen.getByText('page content')).toBeTruthy();
});

it("shows the route's fallback while the code loads, then the page, importing once", async () => {
  const { load, calls } = controlledImport();
  const Page = lazyPage(load);
  render(
    <LazyPageFallback value={<p>skeleton</p>}>
      <Page />
      <Page />
    </LazyPageFallback>,
  );
  expect(screen.getAllByText('skeleton')).toHaveLength(2);
  expect(calls).toHaveLength(1);
  await act(async () => calls[0].resolve());
  expect(screen.getAllByText('page content')).toHaveLength(2);
  expect(screen.queryByText('skeleton')).toBeNull();
});

it('hands a failed load to its error boundary, and loads again when mounted anew', async () => {
  const { load, calls } = controlledImport();
  const Page = lazyPage(load);
  const { unmount } = render(
    <Boundary>
      <Page />
    </Boundary>,
  );
  await act(async () => calls[0].reject(new Error('network down')));
  expect(screen.getByText('failed: network down')).toBeTruthy();
  unmount();
  render(<Page />);
  expect(calls).toHaveLength(2);
  await act(async () => calls[1].resolve());
  expect(screen.getByText('page content')).toBeTruthy();
});
