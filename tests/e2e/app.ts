/** Steps of the end-to-end tests that several scenarios share. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser';

export const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

export const DEMO = {
  admin: 'admin123',
  dealer1: 'dealer123',
  manager1: 'dealer123',
  staff1: 'dealer123',
  dealer2: 'dealer123',
} as const;
export type DemoAccount = keyof typeof DEMO;

export interface Session {
  page: Page;
  browser: TestBrowser;
  /** The login response's token, to act on the session from outside the browser. */
  token?: string;
}

/** A fresh browser profile with one page; the page's errors fail the test. */
export async function openPage(viewport = { width: 1366, height: 800 }): Promise<Session> {
  const browser = await launchBrowser();
  const page = browser.browser.pages()[0] ?? (await browser.browser.newPage());
  await page.setViewportSize(viewport);
  page.on('pageerror', (error) => {
    throw error;
  });
  return { page, browser };
}

export async function fillLogin(page: Page, account: string, password: string) {
  await page.locator('input[name=account]').fill(account);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
}

/** Logs in from the login page at `base` and waits for the shell. */
export async function login(session: Session, base: string, account: DemoAccount, password: string = DEMO[account]) {
  const { page } = session;
  if (!page.url().includes('/login')) await page.goto(`${base}/login`);
  const answer = page.waitForResponse((r) => r.url().includes('/distribution/b/v1/login'));
  await fillLogin(page, account, password);
  session.token = ((await (await answer).json()) as { data: { token: string } }).data.token;
  await page.getByTestId('side-menu').waitFor();
}

/** The keys of the side menu's entries, in order. */
export async function menuKeys(page: Page): Promise<string[]> {
  const ids = await page.getByTestId('side-menu').locator(':scope > [data-testid^="menu-"]').evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-testid')!.slice('menu-'.length)),
  );
  return ids;
}

/** The paths of the open tabs, in order. */
export async function tabPaths(page: Page): Promise<string[]> {
  return page.getByTestId('tab').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path')!));
}

/** Waits until a toast with this text shows. */
export async function expectToast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** Closes the toasts on screen (for a clean screenshot). */
export async function dismissToasts(page: Page) {
  for (const close of await page.getByTestId('toast').getByRole('button').all()) await close.click();
}

export async function chooseLanguage(page: Page, label: 'English' | '简体中文') {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
}

export function expectPath(page: Page, pathAndSearch: string) {
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(pathAndSearch);
}
