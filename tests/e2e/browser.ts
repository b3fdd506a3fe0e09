/**
 * Headless Chromium for the end-to-end tests: Debian's /usr/bin/chromium driven by playwright-core
 * (no browser download), a fresh profile per launch.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  browser: BrowserContext;
  close(): Promise<void>;
}

/** A persistent context on a throw-away profile folder, removed at close. */
export async function launchBrowser(options: { locale?: string } = {}): Promise<TestBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'da-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: options.locale ?? 'en-US',
    viewport: { width: 1366, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser: context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type { Browser };
