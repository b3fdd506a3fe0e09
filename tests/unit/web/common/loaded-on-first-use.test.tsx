import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadedOnFirstUse, useFirstUse } from '../../../../src/common/LoadedOnFirstUse';

describe('a panel loaded on first use', () => {
  it("asks for the panel's code only once used, and keeps it mounted after", async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ open }: { open: boolean }) => <p>{open ? 'open' : 'closed'}</p> }));
    const Panel = lazy(load);
    let markUsed = () => {};
    function Button({ open }: { open: boolean }) {
      const firstUse = useFirstUse();
      markUsed = firstUse.markUsed;
      return (
        <LoadedOnFirstUse used={firstUse.used}>
          <Panel open={open} />
        </LoadedOnFirstUse>
      );
    }
    const view = render(<Button open={false} />);
    expect(load).not.toHaveBeenCalled();
    act(() => markUsed());
    view.rerender(<Button open />);
    expect(await screen.findByText('open')).toBeTruthy();
    view.rerender(<Button open={false} />);
    expect(screen.getByText('closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
