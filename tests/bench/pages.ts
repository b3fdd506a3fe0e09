/**
 * `npm run bench:pages`: how long each page of the web app takes to show its content in Chromium,
 * as a user meets it. The built app (`npm run build`, made when missing) is served by the compiled
 * server on a fresh embedded data folder with the demo data; a fresh browser profile signs in as the
 * operator's admin, then each page is opened BENCH_PAGE_ROUNDS times (default 5) by a full load
 * (navigation to content: the time from the navigation's start to the moment the page's content is
 * on screen), and the side menu is clicked from the dashboard to each list (click to content, the
 * pointer having rested on the item first, which fetches the page's code).
 * Prints min, median and max of each, with the targets: 1 s and 300 ms. BENCH_CPU_SLOWDOWN=4 makes
 * Chromium's CPU that many times slower (a weaker machine).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, closeSharedBrowser } from '../e2e/browser';
import { ApiClient } from '../support/api-client';
import { caseRecords, field, pageCases, ROW, type PageCase } from './page-cases';
import { buildIsPresent, startCompiledServer } from './processes';

const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const TARGET_LOAD_MS = 1000;
const TARGET_MENU_MS = 300;

/** Side-menu entries from the dashboard: the menu item (and its group), and the list's content. */
const MENU_CASES = [
  { name: 'Dealer Manage', group: null, item: 'Distributor', content: ROW },
  { name: 'Merchant > Store', group: 'Seller', item: 'StoreList', content: ROW },
  { name: 'Version Manage', group: null, item: 'Version', content: ROW },
  { name: 'Employee Manage', group: null, item: 'Employee', content: ROW },
];

/** Resolves with performance.now() at the first animation frame where `selector` shows a visible element. */
async function whenShown(page: Page, selector: string): Promise<number> {
  // a string, not a function: tsx's helpers (__name) do not exist in the page
  const shown = page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const found = Array.from(document.querySelectorAll(${JSON.stringify(selector)})).some((el) => el.offsetParent !== null);
      if (found) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${selector} did not show on ${page.url()} within 30 s`)), 30_000).unref(),
  );
  return Promise.race([shown, timeout]);
}

async function timeLoad(page: Page, base: string, test: PageCase): Promise<number> {
  await page.goto('about:blank');
  await page.goto(`${base}${test.path}`, { waitUntil: 'commit' });
  // performance.now() counts from the navigation's start (the document's time origin)
  return whenShown(page, test.content);
}

async function timeMenu(page: Page, base: string, test: (typeof MENU_CASES)[number]): Promise<number> {
  // the tabs of earlier rounds would keep the list alive (kept-alive tabs): forget them first
  await page.evaluate(`window.localStorage.removeItem('DISTRIBUTOR_ADMIN__MULTIPLE_TABS')`);
  await page.goto(`${base}/dashboard/index`);
  await page.getByTestId('stat-dealers').waitFor();
  if (test.group) {
    await page.getByTestId(`menu-${test.group}`).click();
    await page.locator(`[data-testid="menu-${test.group}"] + .MuiCollapse-entered`).waitFor();
  }
  const item = page.getByTestId(`menu-${test.item}`);
  // a user's pointer rests on the item before the click: its page's code is fetched meanwhile
  await item.hover();
  await page.waitForLoadState('networkidle');
  const start = await page.evaluate(() => performance.now());
  await item.click();
  return (await whenShown(page, test.content)) - start;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
};

function printRow(name: string, values: number[], target: number) {
  const { min, median, max } = stats(values);
  const ms = (v: number) => `${Math.round(v)}`.padStart(6);
  console.log(`${name.padEnd(24)}${ms(min)}${ms(median)}${ms(max)}   ${median <= target ? 'PASS' : 'FAIL'} (<= ${target} ms)`);
}

async function main() {
  if (!buildIsPresent() || process.env.BENCH_BUILD === '1') {
    console.log('building the web app and the server (npm run build) ...');
    execSync('npm run build', { stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-bench-pages-'));
  const server = await startCompiledServer({ DATA_DIR: dataDir, SEED_DEMO: 'auto' });
  const browser = await launchBrowser();
  try {
    const api = new ApiClient(server.api);
    const token = await api.login('admin', 'admin123');
    const records = await caseRecords(api, token);

    const page = await browser.browser.newPage();
    if (CPU_SLOWDOWN > 1) {
      const cdp = await browser.browser.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(`${server.url}/login`);
    await page.locator(field('account')).fill('admin');
    await page.locator(field('password')).fill('admin123');
    await page.locator('button[type=submit]').click();
    await page.getByTestId('side-menu').waitFor();

    const cases = pageCases(records);
    const loads = new Map<string, number[]>(cases.map((c) => [c.name, []]));
    const menus = new Map<string, number[]>(MENU_CASES.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const test of cases) {
        if (test.name === 'login') continue;
        loads.get(test.name)!.push(await timeLoad(page, server.url, test));
        if (VERBOSE) console.log(test.name, Math.round(loads.get(test.name)!.at(-1)!));
      }
      for (const test of MENU_CASES) {
        menus.get(test.name)!.push(await timeMenu(page, server.url, test));
        if (VERBOSE) console.log(test.name, Math.round(menus.get(test.name)!.at(-1)!));
      }
    }
    // the login page, signed out (a fresh profile)
    const signedOut = await (await launchBrowser()).browser.newPage();
    for (let round = 0; round < ROUNDS; round++) loads.get('login')!.push(await timeLoad(signedOut, server.url, cases[0]));

    console.log(
      `\nnavigation to content, full page load (ms), ${ROUNDS} rounds, ${os.cpus().length} cores` +
        `${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}x slower` : ''}, load average ${os.loadavg()[0].toFixed(2)}`,
    );
    console.log(`${'page'.padEnd(24)}${'min'.padStart(6)}${'median'.padStart(7)}${'max'.padStart(5)}`);
    for (const [name, values] of loads) printRow(name, values, TARGET_LOAD_MS);
    console.log('\nside-menu navigation from the dashboard, click to content (ms)');
    for (const [name, values] of menus) printRow(name, values, TARGET_MENU_MS);
  } finally {
    await closeSharedBrowser();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
