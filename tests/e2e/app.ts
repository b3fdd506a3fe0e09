/** Steps of the end-to-end tests that several scenarios share. */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../support/server';
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
export async function openPage(viewport = { width: 1366, height: 800 }, locale?: string): Promise<Session> {
  const browser = await launchBrowser({ locale });
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
  const ids = await page
    .getByTestId('side-menu')
    .locator(':scope > [data-testid^="menu-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!.slice('menu-'.length)));
  return ids;
}

/**
 * Opens what `toggle` shows and hides (a click on an open one would close it) and waits for
 * `opened`, its content once it has finished opening: a click inside content still opening can
 * land where that content was a frame before.
 */
export async function expand(toggle: Locator, opened: Locator) {
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await opened.waitFor();
}

/** Opens a group of the side menu and waits until it has finished opening. */
export const openMenuGroup = (page: Page, key: string) =>
  expand(page.getByTestId(`menu-${key}`), page.locator(`[data-testid="menu-${key}"] + .MuiCollapse-entered`));

/** The paths of the open tabs, in order. */
export async function tabPaths(page: Page): Promise<string[]> {
  return page.getByTestId('tab').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-path')!));
}

/**
 * Waits until a toast with this text shows, as long as any other wait: a toast's time counts from
 * when it shows (src/notify/toast.ts), so a page slow to load on a busy machine cannot hide it.
 */
export async function expectToast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

/** Closes the toasts on screen (for a clean screenshot). */
export async function dismissToasts(page: Page) {
  const close = page.getByTestId('toast').getByRole('button');
  // each click removes a toast, so always take the first one left; one may leave by itself meanwhile
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** Waits until no CSS transition or animation runs (dialogs opened, labels floated, menus moved). */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

export async function chooseLanguage(page: Page, label: 'English' | '简体中文') {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: label }).click();
}

export function expectPath(page: Page, pathAndSearch: string) {
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(pathAndSearch);
}

/**
 * One real server for the test file (fresh database with the demo data) and a fresh browser profile
 * per test, closed after it; a failed test leaves a picture of its page in screenshots/.
 */
export function useServerAndBrowser() {
  let server: TestServer | undefined;
  let session: Session | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await session?.page.screenshot({ path: `${SCREENSHOTS}failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}.png` });
    }
    await session?.browser.close();
    session = undefined;
  });
  return {
    get server(): TestServer {
      return server!;
    },
    get session(): Session {
      return session!;
    },
    /** A fresh browser profile; `locale` is the browser's language (en-US unless given). */
    async start(viewport?: { width: number; height: number }, locale?: string): Promise<Session> {
      session = await openPage(viewport, locale);
      return session;
    },
  };
}
