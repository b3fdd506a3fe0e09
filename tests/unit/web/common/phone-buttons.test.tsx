/**
 * On a phone width, a list's Export, Filters and Sort buttons are drawn in their page's commit alone:
 * react-admin's draw a tooltip (and its SortButton a menu kept mounted) whose first render sets
 * state, a second, synchronous commit (src/common/NamedButton.tsx, src/common/SortMenuButton.tsx).
 */
import DownloadIcon from '@mui/icons-material/Download';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { ListContextProvider, useList } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NamedButton } from '../../../../src/common/NamedButton';
import { SortMenuButton } from '../../../../src/common/SortMenuButton';
import { stubPhoneWidth } from '../support/phone-width';
import { dealerAdmin, renderPage } from '../support/render-page';

function DealerRows({ children }: { children: ReactNode }) {
  const list = useList({ data: [{ id: 1, name: 'Jakarta Reseller' }], sort: { field: 'id', order: 'DESC' }, resource: 'distributor' });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}

/** The phases of the commits that drew `ui`: 'mount' alone when its first draw takes one commit. */
function commitsOf(ui: ReactNode): string[] {
  const phases: string[] = [];
  renderPage(
    <DealerRows>
      <Profiler id="button" onRender={(_id, phase) => phases.push(phase)}>
        {ui}
      </Profiler>
    </DealerRows>,
    { user: dealerAdmin, resource: 'distributor' },
  );
  return phases;
}

beforeEach(stubPhoneWidth);
afterEach(() => vi.unstubAllGlobals());

describe('a phone list’s buttons', () => {
  it('Export: an icon named by its label, drawn in one commit', () => {
    const phases = commitsOf(
      <NamedButton label="ra.action.export" onClick={() => undefined} data-testid="export-button">
        <DownloadIcon />
      </NamedButton>,
    );
    expect(screen.getByRole('button', { name: 'Export' }).getAttribute('data-testid')).toBe('export-button');
    expect(phases).toEqual(['mount']);
  });

  it('Sort: drawn in one commit, its menu made as it opens, and sorting by the field chosen', async () => {
    const phases = commitsOf(<SortMenuButton fields={['id', 'name']} />);
    expect(phases).toEqual(['mount']);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Sort by ID/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Name/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sort by Name/ })).toBeTruthy());
  });

  it('Sort, wider than a phone: its label written out', () => {
    vi.unstubAllGlobals();
    commitsOf(<SortMenuButton fields={['id', 'name']} />);
    expect(screen.getByRole('button', { name: /^Sort by ID/ }).textContent).toMatch(/^Sort by ID/);
  });
});
