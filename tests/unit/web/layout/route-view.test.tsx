/**
 * A kept-alive page (the dashboard, the lists) stays mounted, hidden, while another page shows: it is
 * not rendered again on every navigation elsewhere (the dashboard's charts among them), only when its
 * own address changes.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, type Location } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { userInfoState } from '../../../../src/auth/session-state';
import { RouteView } from '../../../../src/layout/content/RouteView';
import { matchPage } from '../../../../src/routes/match';
import { dealerAdmin } from '../support/render-page';

let renders = 0;
function CountedPage() {
  renders += 1;
  return <p>dashboard</p>;
}
vi.mock('../../../../src/admin/views', () => ({ viewFor: () => CountedPage }));

const at = (key: string): Location => ({ pathname: '/dashboard/index', search: '', hash: '', state: null, key });

afterEach(() => {
  renders = 0;
  userInfoState.set({ user: null });
});

it('renders a kept page again only when its own address changes', () => {
  userInfoState.set({ user: dealerAdmin });
  const kept = at('first');
  // the shell renders the kept page again on every navigation, with its page matched afresh
  const shell = (location: Location) => (
    <MemoryRouter>
      <RouteView page={matchPage('/dashboard/index')!} location={location} />
    </MemoryRouter>
  );
  const { rerender, getByText } = render(shell(kept));
  getByText('dashboard');
  expect(renders).toBe(1);
  rerender(shell(kept));
  rerender(shell(kept));
  expect(renders).toBe(1);
  rerender(shell(at('second')));
  expect(renders).toBe(2);
});
