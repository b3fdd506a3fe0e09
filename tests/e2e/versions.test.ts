/**
 * The Version page (the CRUD kit's list, src/admin/crud) lists the versions (its filter once collided
 * with the `platform=web` default parameter), with platforms by their label, statuses as chips, its
 * filters and its export.
 */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, login, useServerAndBrowser } from './app';
import { addFilter, combobox, download, rowOf, rows, shown } from './list-pages';

const ctx = useServerAndBrowser();

describe('the Version page', () => {
  it('lists every version, with no error toast', async () => {
    const session = await ctx.start();
    await login(session, ctx.server.url, 'dealer1');
    await session.page.goto(`${ctx.server.url}/version/list`);
    await session.page.getByText('5.2.0').waitFor();
    await expect(session.page.locator('tbody tr').count()).resolves.toBe(4);
    await expect(session.page.getByTestId('toast').count()).resolves.toBe(0);
  });

  it('shows platforms by their label and statuses as chips, filters by platform, and exports what it shows', async () => {
    const session = await ctx.start();
    await login(session, ctx.server.url, 'dealer1');
    const { page } = session;
    await page.goto(`${ctx.server.url}/version/list`);
    const windows = rowOf(page, '5.1.3');
    await expect(windows.getByTestId('chip-platform').textContent()).resolves.toBe('Windows');
    await expect(windows.getByTestId('chip-status').textContent()).resolves.toBe('Enabled');

    await addFilter(page, /platform/i);
    await combobox(page, /platform/i).click();
    await page.getByRole('option', { name: 'Android' }).click();
    await windows.waitFor({ state: 'detached' });
    await expect(rows(page).count()).resolves.toBe(2);
    const file = await download(page);
    expect(file.name).toMatch(/^Versions-.*\.xlsx$/);
    // the release time in the browser's zone, which the header names
    expect(file.rows[0]).toEqual([
      'ID',
      'Name',
      'Version number',
      'Platform',
      'Forced update',
      'Status',
      expect.stringMatching(/^Released at \(.+\)$/),
    ]);
    expect(file.rows.slice(1).map((row) => [row[2], row[3], row[5]])).toEqual([
      ['5.2.0', 'Android', 'Enabled'],
      ['5.1.4', 'Android', 'Enabled'],
    ]);

    await chooseLanguage(page, '简体中文');
    await shown(page.getByText('平台')).first().waitFor();
    await expect(rowOf(page, '5.2.0').getByTestId('chip-status').textContent()).resolves.toBe('启用');
  });

  it('shows the brand list with no request that fails', async () => {
    const session = await ctx.start();
    await login(session, ctx.server.url, 'dealer1');
    const failed: string[] = [];
    session.page.on('response', (r) => {
      if (r.status() >= 400) failed.push(r.url());
    });
    await session.page.goto(`${ctx.server.url}/seller/company/list`);
    await session.page.getByTestId('side-menu').waitFor();
    await session.page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await expect(session.page.getByTestId('toast').count()).resolves.toBe(0);
  });
});
