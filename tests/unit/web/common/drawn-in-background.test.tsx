/**
 * Large renders that a synchronous update starts (react-query's answers) are drawn in background
 * renders instead: the shell after the session's check, a list's rows after its page arrives, and
 * Emotion's styles as each component renders, not all in the commit.
 */
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DeferredListContext } from '../../../../src/common/DeferredListContext';
import { DrawnInBackground } from '../../../../src/common/DrawnInBackground';
import { useInsertionEffectAlwaysWithSyncFallback } from '../../../../src/boot/emotion-insert-in-render';

/** Records what each commit drew. */
function Committed({ log, name }: { log: string[]; name: string }) {
  useLayoutEffect(() => {
    log.push(name);
  });
  return null;
}

describe('drawn in the background', () => {
  it('commits the fallback first, then the children in a render of their own', () => {
    const log: string[] = [];
    const view = render(
      <DrawnInBackground fallback={<Committed log={log} name="fallback" />}>
        <Committed log={log} name="children" />
      </DrawnInBackground>,
    );
    expect(log).toEqual(['fallback', 'children']);
    expect(view.container.textContent).toBe('');
  });

  it("draws a list's new rows one render after the update that brought them, its selection at once", () => {
    const seen: string[] = [];
    function Rows() {
      const { data, selectedIds } = useListContext();
      useLayoutEffect(() => {
        seen.push(`${data?.length ?? 0} rows, ${selectedIds.length} selected`);
      });
      return null;
    }
    const list = (data: { id: number }[] | undefined, selectedIds: number[]) => (
      <ListContextProvider value={{ data, selectedIds, isPending: !data, total: data?.length } as unknown as ListControllerResult}>
        <DeferredListContext>
          <Rows />
        </DeferredListContext>
      </ListContextProvider>
    );
    const view = render(list(undefined, []));
    const rows = [{ id: 1 }, { id: 2 }];
    act(() => view.rerender(list(rows, [])));
    act(() => view.rerender(list(rows, [1])));
    // the update's own commit keeps the rows drawn before; the background render brings the new ones
    expect(seen).toEqual(['0 rows, 0 selected', '0 rows, 0 selected', '2 rows, 0 selected', '2 rows, 1 selected']);
  });

  it("has Emotion insert a component's styles while it renders, before the commit", () => {
    const log: string[] = [];
    function Styled() {
      useInsertionEffectAlwaysWithSyncFallback(() => log.push('inserted'));
      log.push('rendered');
      return null;
    }
    render(<Styled />);
    expect(log.slice(0, 2)).toEqual(['inserted', 'rendered']);
  });
});
