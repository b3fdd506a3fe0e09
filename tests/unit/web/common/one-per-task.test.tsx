import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnePerTask } from '../../../../src/common/use-one-per-task';

function Parts({ count }: { count: number }) {
  return <output>{useOnePerTask(count)}</output>;
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useOnePerTask', () => {
  it('draws none at first, then one more per task, up to the count', async () => {
    render(<Parts count={3} />);
    const shown = () => Number(screen.getByRole('status').textContent);
    expect(shown()).toBe(0);
    const seen = [];
    for (let task = 0; task < 5; task++) {
      await nextTask();
      seen.push(shown());
    }
    expect(seen).toEqual([1, 2, 3, 3, 3]);
  });
});
