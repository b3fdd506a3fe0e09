/**
 * Page tests wait for the state they expect however long a busy machine takes to bring it: a lazy
 * page or dialog loaded in more than Testing Library's default second is still found
 * (tests/unit/web/setup.ts).
 */
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { expect, it } from 'vitest';

const LOAD_MS = 1_500;

const SlowPage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => setTimeout(() => resolve({ default: () => <p>Loaded</p> }), LOAD_MS)),
);

it('finds what a lazy page shows once it has loaded, after more than a second', async () => {
  render(
    <Suspense fallback={null}>
      <SlowPage />
    </Suspense>,
  );
  expect(await screen.findByText('Loaded')).toBeTruthy();
});
