import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOwnTask } from '../../../../src/common/use-own-task';

/** A part that says whether it is drawn, and how many times it has rendered. */
function Part({ name }: { name: string }) {
  const renders = useRef(0);
  renders.current += 1;
  const drawn = useOwnTask();
  return (
    <li data-testid={name} data-renders={renders.current}>
      {drawn ? 'drawn' : 'waiting'}
    </li>
  );
}

/** Runs the browser's next task (a timer), and what React renders of it. */
const nextTask = () => act(() => void vi.advanceTimersToNextTimer());
const states = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useOwnTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws no part in the render that mounts it, then one part per task, redrawing no other', async () => {
    vi.useFakeTimers();
    render(
      <ul>
        <Part name="a" />
        <Part name="b" />
        <Part name="c" />
      </ul>,
    );
    expect(states()).toEqual(['waiting', 'waiting', 'waiting']);
    const seen: (string | null)[][] = [];
    for (let task = 0; task < 4; task++) {
      await nextTask();
      seen.push(states());
    }
    expect(seen).toEqual([
      ['drawn', 'waiting', 'waiting'],
      ['drawn', 'drawn', 'waiting'],
      ['drawn', 'drawn', 'drawn'],
      ['drawn', 'drawn', 'drawn'],
    ]);
    // each part rendered twice: waiting, then drawn
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.renders)).toEqual(['2', '2', '2']);
  });
});
