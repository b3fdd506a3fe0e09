/**
 * Steps of the dealer and employee end-to-end tests: logins and lists on app.ts's server and browser,
 * locators for what a page shows (kept-alive lists stay in the page, hidden, while another page
 * shows), forms, row buttons, screenshots without stale toasts, and downloads read with exceljs.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { dismissToasts, fillLogin, login, SCREENSHOTS, settled, useServerAndBrowser, type DemoAccount, type Session } from './app';

/**
 * The file's server and browser (app.ts), with the steps these tests repeat: log in as a demo
 * account in a fresh browser, log in as another account, open a list.
 */
export function useSuite() {
  const base = useServerAndBrowser();
  let api: ApiClient | undefined;
  return {
    get server() {
      return base.server;
    },
    get api() {
      api ??= new ApiClient(base.server.api);
      return api;
    },
    get session(): Session | undefined {
      return base.session;
    },
    /** A fresh browser (the previous one closed) logged in as a demo account. */
    async start(account: DemoAccount): Promise<Page> {
      await base.session?.browser.close();
      const session = await base.start();
      await login(session, base.server.url, account);
      return session.page;
    },
    /** Logs in as an account that is not a demo one, forgetting the current session. */
    async loginAs(page: Page, account: string, password: string) {
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${base.server.url}/login`);
      await fillLogin(page, account, password);
    },
    /**
     * Opens a page of the app and waits until its data has come (no request for 500 ms): a section
     * that loads late moves what is below it, and a click aimed before the move lands elsewhere.
     */
    async open(page: Page, pathAndSearch: string) {
      await page.goto(`${base.server.url}${pathAndSearch}`, { waitUntil: 'networkidle' });
    },
    /** Opens a list page and waits for its first row. */
    async openList(page: Page, pathname: string) {
      await this.open(page, pathname);
      await rows(page).first().waitFor();
    },
  };
}

/** What the page shows of a locator's matches. */
export const shown = (locator: Locator) => locator.filter({ visible: true });
/**
 * Goes to a long page's section by its nav link, as the user does. The content of a section below
 * the first screen is drawn once it comes near the view, or when the nav goes to it or past it
 * (src/common/sections/PageSection.tsx).
 */
export const goToSection = (page: Page, id: string) => shown(page.getByTestId('section-nav')).locator(`a[href="#${id}"]`).click();
/**
 * Every section of a long page drawn, for a check of the whole page: the nav goes to the last, then
 * the page goes back to its top, where nothing lies under the sticky header (a check of a scrolled
 * page finds the buttons passing under it half hidden). No nav, nothing to do.
 */
export async function drawEverySection(page: Page) {
  const last = shown(page.getByTestId('section-nav')).locator('a').last();
  if ((await last.count()) === 0) return;
  const id = (await last.getAttribute('href'))!.slice(1);
  await last.click();
  await scrollSettled(page, id);
  await page.evaluate(() => {
    for (const element of [document.scrollingElement, ...document.querySelectorAll('*')]) {
      if (element && element.scrollTop > 0) element.scrollTo({ top: 0, behavior: 'instant' });
    }
  });
  await scrollSettled(page, id);
}

/**
 * Waits until the element `id` is at rest: mid-scroll, a button passing under the sticky header is
 * half hidden, and a check of the page then reports a state the user only flies through.
 */
export async function scrollSettled(page: Page, id: string) {
  await page.waitForFunction(
    (target) =>
      new Promise<boolean>((resolve) => {
        const element = document.getElementById(target);
        if (!element) return resolve(false);
        const tops: number[] = [];
        const sample = () => {
          tops.push(element.getBoundingClientRect().top);
          if (tops.length < 4) requestAnimationFrame(sample);
          else resolve(tops.every((top) => top === tops[0]));
        };
        requestAnimationFrame(sample);
      }),
    id,
    { polling: 100 },
  );
}
export const input = (scope: Page | Locator, name: string) =>
  shown(scope.locator(`input[name="${name}"], textarea[name="${name}"]`)).first();
/** A value the form shows read-only (src/common/ReadOnlyInput.tsx), as the user reads it. */
export const readOnlyText = (scope: Page | Locator, source: string) =>
  shown(scope.getByTestId(`read-only-${source}`).locator('input')).first();
/** The list's record rows (not the rows that hold a record's hidden details). */
export const rows = (page: Page) => shown(page.locator('tbody tr:not(.RaDataTable-expandRow)'));
export const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const link = (page: Page, name: RegExp) => shown(page.getByRole('link', { name }));
export const combobox = (page: Page, name: RegExp) => shown(page.getByRole('combobox', { name }));
export const save = (page: Page) => shown(page.getByRole('button', { name: /^(save|保存)$/i })).click();
/** The dialog on screen, and its Confirm. */
export const dialog = (page: Page) => shown(page.getByRole('dialog'));
export const confirm = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /^(confirm|确认)$/i })
    .click();

/**
 * Fills a form's fields once every one of them shows. A page reached by a link may still show the
 * page before it (its lazy view loading): a field of the same name there (a list's name filter)
 * would be the one filled, then hidden, and the fill would wait on it for ever.
 */
export async function fillForm(scope: Page | Locator, values: Record<string, string>) {
  const names = Object.keys(values);
  for (const name of names) await input(scope, name).waitFor();
  for (const name of names) await input(scope, name).fill(values[name]);
}

/**
 * The accessible names of a row's actions, in order, once the row shows (a row not yet there is not
 * "no buttons"): its labelled primary action, then the items of its "..." menu (made at its first
 * opening: opened and closed here when it was never opened).
 */
export async function rowButtons(row: Locator) {
  await row.waitFor();
  const menuButton = row.getByTestId('row-menu-button');
  const menuId = (await menuButton.count()) > 0 ? await menuButton.first().getAttribute('aria-controls') : null;
  if (menuId && (await row.page().locator(`[id="${menuId}"]`).count()) === 0) {
    await menuButton.first().click();
    const menu = row.page().getByRole('menu');
    await menu.waitFor();
    await row.page().keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return row.locator('[data-testid=row-actions]').evaluateAll((nodes) =>
    nodes.flatMap((actions) => {
      const labels = (scope: Element | null) =>
        [...(scope?.querySelectorAll('[data-testid=row-action]') ?? [])].map((n) => n.getAttribute('aria-label'));
      const menu = actions.querySelector('[data-testid=row-menu-button]')?.getAttribute('aria-controls');
      return [...labels(actions), ...(menu ? labels(document.getElementById(menu)) : [])];
    }),
  );
}

/** Clicks one of a row's actions by its name: the primary one, or an item of its "..." menu. */
export async function rowAction(row: Locator, name: string) {
  await row.waitFor();
  const primary = row.locator('[data-testid=row-actions] > [data-testid=row-action]').filter({ hasText: name });
  if ((await primary.count()) > 0) return primary.first().click();
  await row.getByTestId('row-menu-button').click();
  await row.page().getByRole('menuitem', { name, exact: true }).filter({ visible: true }).click();
}

/** A screenshot without the toasts of earlier steps, once dialogs have finished opening. */
export async function shot(page: Page, name: string) {
  await dismissToasts(page);
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** Clicks the list's Export and reads the downloaded file: its name and rows (row 0: headers). */
export async function download(page: Page) {
  const next = page.waitForEvent('download');
  await shown(page.getByTestId('export-button')).click();
  const file = await next;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const values: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { name: file.suggestedFilename(), rows: values };
}

/** Adds a filter to the list from its Filter button (only the search is always on screen). */
export async function addFilter(page: Page, name: string | RegExp) {
  await shown(page.getByRole('button', { name: /^(add filter|添加筛选)$/i })).click();
  await shown(page.getByRole('menuitemcheckbox', { name })).click();
}
