import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../../resources/backup-status';
import { formatDate } from '../../../src/common/format-date';
import { BackupAlert } from '../../../src/layout/BackupAlert';
import { API, dealerAdmin, ok, renderPage, userOf } from './support/render-page';

const operatorAdmin = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const healthy: BackupStatus = {
  scheduled: true,
  every_seconds: 86_400,
  last_run_at: '2026-11-28T02:00:00.000Z',
  last_success_at: '2026-11-28T02:00:00.000Z',
  last_result: 'success',
  last_error: null,
  overdue: false,
};
const failed: BackupStatus = {
  ...healthy,
  last_run_at: '2026-11-29T02:00:00.000Z',
  last_result: 'failure',
  last_error: 'disk full',
  overdue: true,
};

/** Answers `GET /backup/status` with `status`; counts the calls. */
function answer(status: BackupStatus) {
  const calls = { count: 0 };
  server.use(
    mock.get(`${API}/backup/status`, () => {
      calls.count++;
      return HttpResponse.json(ok(status));
    }),
  );
  return calls;
}

describe("the shell's backup warning", () => {
  it('tells an operator admin the last scheduled backup failed, why, and what to do', async () => {
    answer(failed);
    renderPage(<BackupAlert />, { user: operatorAdmin, resource: 'staff' });
    const alert = await screen.findByTestId('backup-alert');
    expect(alert.textContent).toContain('The last scheduled backup failed');
    expect(alert.textContent).toContain('disk full');
    expect(alert.textContent).toContain('npm run backup');
  });

  it('says it in Chinese too, and when none ran lately, the date in Chinese', async () => {
    answer({ ...healthy, overdue: true });
    renderPage(<BackupAlert />, { user: operatorAdmin, resource: 'staff', lang: 'zh-CN' });
    const text = (await screen.findByTestId('backup-alert')).textContent;
    expect(text).toContain('最近没有定时备份');
    expect(text).toContain(formatDate(healthy.last_success_at!, 'zh-CN', { kind: 'datetime' }));
  });

  it('shows nothing while the backups are on time', async () => {
    const calls = answer(healthy);
    renderPage(<BackupAlert />, { user: operatorAdmin, resource: 'staff' });
    await waitFor(() => expect(calls.count).toBe(1));
    expect(screen.queryByTestId('backup-alert')).toBeNull();
  });

  it('does not ask for it for anyone but the operator admins', async () => {
    const calls = answer(failed);
    renderPage(<BackupAlert />, { user: dealerAdmin, resource: 'staff' });
    expect(screen.queryByTestId('backup-alert')).toBeNull();
    expect(calls.count).toBe(0);
  });
});
