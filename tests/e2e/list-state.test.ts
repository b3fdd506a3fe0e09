/**
 * List state in the address, in headless Chromium against the real server: the employee list's
 * page, size, sort and filters (role, organisation) reach the URL, so a bookmark opens the same
 * view in a fresh browser, Back goes back through the views, and neither the tab bar's Refresh nor
 * a reload loses the filters.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addFilter, combobox, rows, shown, useSuite } from './list-pages';

const suite = useSuite();

/** The accounts of the rows shown, in order. */
const accounts = (page: Page) => rows(page).locator('td.column-account').allInnerTexts();
const showsAccounts = (page: Page, expected: string[]) => expect.poll(() => accounts(page), { timeout: 10_000 }).toEqual(expected);

/** The list's state as the address holds it. */
function stateOf(page: Page) {
  const query = new URL(page.url()).searchParams;
  const filter = query.get('filter');
  return {
    page: query.get('page'),
    perPage: query.get('perPage'),
    sort: query.get('sort'),
    order: query.get('order'),
    filter: filter ? (JSON.parse(filter) as Record<string, unknown>) : null,
  };
}

async function choose(page: Page, field: RegExp, option: string) {
  await combobox(page, field).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const sortBy = (page: Page, header: string) => shown(page.locator('thead').getByText(header, { exact: true })).click();

describe('list state in the address', () => {
  it('keeps filters and sort through Back, the tab’s refresh, a reload and another page', async () => {
    const page = await suite.start('dealer1');
    await suite.openList(page, '/employee/list');
    expect((await accounts(page)).sort()).toEqual(['dealer1', 'dealer2', 'manager1', 'staff1', 'staff2']);

    await addFilter(page, /^role/i);
    await choose(page, /^role/i, 'Admin');
    await expect.poll(() => stateOf(page).filter).toEqual({ role: 'admin' });
    // the router renders a new address in a transition: sort once the list shows the filter, as a user sees it
    await expect.poll(async () => (await accounts(page)).sort(), { timeout: 10_000 }).toEqual(['dealer1', 'dealer2']);
    await sortBy(page, 'Account');
    await page.waitForURL(/sort=account/);
    expect(stateOf(page)).toMatchObject({ sort: 'account', order: 'ASC', filter: { role: 'admin' } });
    await showsAccounts(page, ['dealer1', 'dealer2']);
    await sortBy(page, 'Account');
    await page.waitForURL(/order=DESC/);
    await showsAccounts(page, ['dealer2', 'dealer1']);

    // Back: the view before, then the one before that
    await page.goBack();
    await page.waitForURL(/order=ASC/);
    await showsAccounts(page, ['dealer1', 'dealer2']);
    await page.goForward();
    await page.waitForURL(/order=DESC/);
    await showsAccounts(page, ['dealer2', 'dealer1']);

    // the organisation filter: a dealer below
    await addFilter(page, /^organisation$/i);
    // an autocomplete: typing opens its options, whatever the focus's last moves left them
    await combobox(page, /^organisation$/i).fill('Jakarta');
    await page.getByRole('option', { name: 'Jakarta Selatan Reseller', exact: true }).click();
    await page.waitForURL(/org_id/);
    await showsAccounts(page, ['dealer2']);
    const view = page.url();

    // the tab bar's refresh asks again, with the same filters
    const again = page.waitForResponse((r) => r.url().includes('/staff/list'));
    await page.getByTestId('tab-refresh').click();
    expect(new URL((await again).url()).searchParams.get('org_id')).not.toBeNull();
    await showsAccounts(page, ['dealer2']);
    expect(page.url()).toBe(view);

    // a reload
    await page.reload();
    await showsAccounts(page, ['dealer2']);
    expect(page.url()).toBe(view);
    await expect(combobox(page, /^role/i).innerText()).resolves.toBe('Admin');

    // another page, then the list's tab: the same view
    const atView = (url: URL) => url.href === view;
    await page.getByTestId('menu-Distributor').click();
    await page.waitForURL('**/distributor/list');
    await page.locator('[data-testid=tab][data-path="/employee/list"] a').click(); // the tab's link, not its close button
    await page.waitForURL(atView);
    await showsAccounts(page, ['dealer2']);

    // another page, then Back
    await page.getByTestId('menu-Distributor').click();
    await page.waitForURL('**/distributor/list');
    await page.goBack();
    await page.waitForURL(atView);
    await showsAccounts(page, ['dealer2']);
  });

  it('opens a bookmarked page and size, and pages on from there', async () => {
    const page = await suite.start('dealer1');
    await suite.open(page, '/employee/list?page=2&perPage=2&sort=account&order=ASC');
    await showsAccounts(page, ['manager1', 'staff1']);
    await shown(page.getByRole('button', { name: /page 3/i })).click();
    await page.waitForURL(/page=3/);
    await showsAccounts(page, ['staff2']);
    expect(stateOf(page)).toMatchObject({ page: '3', perPage: '2', sort: 'account', order: 'ASC' });
    await page.goBack();
    await page.waitForURL(/page=2/);
    await showsAccounts(page, ['manager1', 'staff1']);
  });
});
