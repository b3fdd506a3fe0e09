import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DemoLoginsAlert } from '../../../src/layout/DemoLoginsAlert';
import { API, dealerAdmin, ok, renderPage, userOf } from './support/render-page';

const operatorAdmin = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
const operatorManager = userOf({ role: 'manager', org_type: 'op', org_level: 0, org_id: 1, staff_id: 2 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
/** Answers `GET /demo_logins` with `accounts`; counts the calls. */
function answer(accounts: string[]) {
  const calls = { count: 0 };
  server.use(
    mock.get(`${API}/demo_logins`, () => {
      calls.count++;
      return HttpResponse.json(ok({ accounts }));
    }),
  );
  return calls;
}

describe("the shell's demo logins warning", () => {
  it('tells an operator admin which demo accounts still have their published passwords, and how to close them', async () => {
    answer(['admin', 'dealer1']);
    renderPage(<DemoLoginsAlert />, { user: operatorAdmin, resource: 'staff' });
    const alert = await screen.findByTestId('demo-logins-alert');
    expect(alert.textContent).toContain('Demo accounts still have their published passwords');
    expect(alert.textContent).toContain('admin, dealer1');
    expect(alert.textContent).toContain('SEED_DEMO=never');
  });

  it('says it in Chinese too', async () => {
    answer(['admin']);
    renderPage(<DemoLoginsAlert />, { user: operatorAdmin, resource: 'staff', lang: 'zh-CN' });
    expect((await screen.findByTestId('demo-logins-alert')).textContent).toContain('演示账号仍在使用公开的密码');
  });

  it('shows nothing once no demo account is left', async () => {
    const calls = answer([]);
    renderPage(<DemoLoginsAlert />, { user: operatorAdmin, resource: 'staff' });
    await waitFor(() => expect(calls.count).toBe(1));
    expect(screen.queryByTestId('demo-logins-alert')).toBeNull();
  });

  it('does not ask for it for anyone but the operator admins', async () => {
    const calls = answer(['admin']);
    for (const user of [dealerAdmin, operatorManager]) {
      const { unmount } = renderPage(<DemoLoginsAlert />, { user, resource: 'staff' });
      expect(screen.queryByTestId('demo-logins-alert')).toBeNull();
      unmount();
    }
    // an operator admin's shell, rendered after them, is the only one that asked
    renderPage(<DemoLoginsAlert />, { user: operatorAdmin, resource: 'staff' });
    await screen.findByTestId('demo-logins-alert');
    expect(calls.count).toBe(1);
  });
});
