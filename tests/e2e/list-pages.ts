/**
 * Steps of the dealer and employee end-to-end tests: a server and a browser session per file,
 * locators for what a page shows (kept-alive lists stay in the page, hidden, while another page
 * shows), forms, row buttons, screenshots without stale toasts, and downloads read with exceljs.
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ApiClient } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/server';
import { fillLogin, login, openPage, SCREENSHOTS, type DemoAccount, type Session } from './app';

export interface Suite {
  server: TestServer;
  api: ApiClient;
  session?: Session;
  /** A fresh browser logged in as a demo account. */
  start(account: DemoAccount): Promise<Page>;
  /** Logs in as an account that is not a demo one, forgetting the current session. */
  loginAs(page: Page, account: string, password: string): Promise<void>;
  /** Opens a list page and waits for its first row. */
  openList(page: Page, pathname: string): Promise<void>;
}

/** One server with the demo data for the file; one browser per test. */
export function useSuite(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.api = new ApiClient(suite.server.api);
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  afterEach(async () => {
    await suite.session?.browser.close();
    suite.session = undefined;
  });
  suite.start = async (account) => {
    await suite.session?.browser.close();
    suite.session = await openPage();
    await login(suite.session, suite.server.url, account);
    return suite.session.page;
  };
  suite.loginAs = async (page, account, password) => {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${suite.server.url}/login`);
    await fillLogin(page, account, password);
  };
  suite.openList = async (page, pathname) => {
    await page.goto(`${suite.server.url}${pathname}`);
    await rows(page).first().waitFor();
  };
  return suite;
}

/** What the page shows of a locator's matches. */
export const shown = (locator: Locator) => locator.filter({ visible: true });
export const input = (scope: Page | Locator, name: string) =>
  shown(scope.locator(`input[name="${name}"], textarea[name="${name}"]`)).first();
export const rows = (page: Page) => shown(page.locator('tbody tr'));
export const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const link = (page: Page, name: RegExp) => shown(page.getByRole('link', { name }));
export const combobox = (page: Page, name: RegExp) => shown(page.getByRole('combobox', { name }));
export const save = (page: Page) => shown(page.getByRole('button', { name: /^(save|保存)$/i })).click();

export async function fillForm(scope: Page | Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await input(scope, name).fill(value);
}

/** The accessible names of a row's action buttons, in order. */
export const rowButtons = (row: Locator) =>
  row.locator('[data-testid=row-actions] [aria-label]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));

/** A screenshot without the toasts of earlier steps, once dialogs have finished opening. */
export async function shot(page: Page, name: string) {
  const close = page.getByTestId('toast').getByRole('button').first();
  // toasts also expire by themselves: one may be gone before its click
  while ((await page.getByTestId('toast').count()) > 0) await close.click({ timeout: 1000 }).catch(() => undefined);
  await page.waitForTimeout(400);
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
