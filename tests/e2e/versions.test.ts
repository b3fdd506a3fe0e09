/** The Version page lists the versions (its filter once collided with the `platform=web` default parameter). */
import { describe, expect, it } from 'vitest';
import { login, useServerAndBrowser } from './app';

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

  it('shows the brand list with no request that fails', async () => {
    const session = await ctx.start();
    await login(session, ctx.server.url, 'dealer1');
    const failed: string[] = [];
    session.page.on('response', (r) => {
      if (r.status() >= 400) failed.push(r.url());
    });
    await session.page.goto(`${ctx.server.url}/seller/company/list`);
    await session.page.getByTestId('side-menu').waitFor();
    await session.page.waitForTimeout(500);
    expect(failed).toEqual([]);
    await expect(session.page.getByTestId('toast').count()).resolves.toBe(0);
  });
});
