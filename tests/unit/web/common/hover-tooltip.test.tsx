import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { HoverTooltip, preloadTooltip } from '../../../../src/common/HoverTooltip';

describe('HoverTooltip', () => {
  it('keeps the button a pointer arrived on while the tooltip code came, so its click lands', async () => {
    const onClick = vi.fn();
    render(
      <HoverTooltip title="Collapse">
        <button type="button" onClick={onClick}>
          toggle
        </button>
      </HoverTooltip>,
    );
    const before = screen.getByRole('button');
    expect(before.getAttribute('title')).toBe('Collapse');
    // the code arrives and asks for the swap; the pointer comes before React has rendered it
    await act(async () => {
      await preloadTooltip();
      fireEvent.pointerEnter(before);
      fireEvent.mouseDown(before);
    });
    const during = screen.getByRole('button');
    expect(during).toBe(before);
    fireEvent.mouseUp(during);
    fireEvent.click(during);
    expect(onClick).toHaveBeenCalledTimes(1);
    // once the pointer leaves, MUI's Tooltip takes the button
    await act(async () => {
      fireEvent.pointerLeave(during);
    });
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Collapse');
  });

  it('swaps one button per task once the code comes, never all of them in one long task', async () => {
    // a module of its own: the Tooltip's code not yet there
    vi.resetModules();
    const fresh = await import('../../../../src/common/HoverTooltip');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    render(
      <>
        {['A', 'B', 'C'].map((title) => (
          <fresh.HoverTooltip key={title} title={title}>
            <button type="button">{title}</button>
          </fresh.HoverTooltip>
        ))}
      </>,
    );
    const swapped = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-label')).length;
    expect(swapped()).toBe(0);
    await act(async () => {
      await fresh.preloadTooltip();
    });
    expect(swapped()).toBe(1);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(swapped()).toBe(2);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(swapped()).toBe(3);
  });
});
