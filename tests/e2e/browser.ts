/**
 * Headless Chromium for the end-to-end tests: Debian's /usr/bin/chromium driven by playwright-core
 * (no browser download). One browser process per worker (started on first use, kept for the worker's
 * next files: vitest.config.ts runs them in one process; gone with the process), and a fresh incognito
 * context per session: its own storage, cookies and cache, as a new profile would have, without a
 * browser start per test or per file. tests/e2e/setup.ts closes the contexts a file left open.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  browser: BrowserContext;
  close(): Promise<void>;
}

let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  // a browser that failed to start, crashed or was closed is started again
  if (shared && !(await shared.catch(() => undefined))?.isConnected()) shared = undefined;
  shared ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return shared;
}

/** A fresh context (a clean profile) on the worker's browser. */
export async function launchBrowser(options: { locale?: string } = {}): Promise<TestBrowser> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: 1366, height: 800 },
  });
  return { browser: context, close: () => context.close() };
}

/** Closes the contexts still open on the shared browser, if one was started. */
export async function closeContexts(): Promise<void> {
  const browser = await shared;
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** Closes the shared browser, if one was started. */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  await (await browser)?.close();
}

export type { Browser };
