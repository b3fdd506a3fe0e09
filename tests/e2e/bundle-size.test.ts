/**
 * Measures the initial JavaScript of the login page and of the dashboard in the production build:
 * every script the browser loads for a fresh visit before the page can be used (the dashboard's
 * charts load after its figures), with its gzip size (zlib, level 9, as the files in dist/ would be
 * served compressed), against the budgets below. Written to screenshots/bundle-sizes.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { login, openPage, SCREENSHOTS, type Session } from './app';

const DIST = path.resolve(new URL('../../dist', import.meta.url).pathname);

let server: TestServer;
let session: Session;

beforeAll(async () => {
  server = await startTestServer();
  session = await openPage();
});
afterAll(async () => {
  await session?.browser.close();
  await server?.close();
});

/** Budgets of initial JS, gzip, KiB: what a fresh visit loads before the page can be used. */
const BUDGET = { login: 120.5, dashboard: 256 };

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = () => JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The files of chunks `keys` and of every chunk they import, as the browser asks for them. */
function filesOf(chunks: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    chunks[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return new Set([...seen].map((key) => `/${chunks[key].file}`));
}

/**
 * What the dashboard loads after its first screen on purpose, held back while it is measured: the
 * charts and the code only they use (MUI X Charts, the popper of their tooltips), and MUI's Tooltip,
 * which the shell asks for a second after it shows (src/common/HoverTooltip.tsx) and which a slow
 * machine would otherwise count or not by chance. The chunks they bring that the page, the shell and
 * the entry do not.
 */
function deferredByDesign(): RegExp {
  const chunks = manifest();
  const first = filesOf(chunks, ['index.html', 'src/Root.tsx', 'src/admin/AdminApp.tsx', 'src/pages/dashboard/Dashboard.tsx']);
  const tooltip = Object.keys(chunks).find((key) => key.endsWith('@mui/material/esm/Tooltip/index.js'));
  if (!tooltip) throw new Error('no chunk of MUI Tooltip in the manifest: is it still loaded apart?');
  const later = ['src/pages/dashboard/DashboardCharts.tsx', tooltip];
  const files = [...filesOf(chunks, later)].filter((file) => !first.has(file));
  return new RegExp(`(${files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}

/**
 * The scripts a fresh load of `url` fetches until the page shows `ready`. Scripts matching `deferred`
 * are held back meanwhile (the page must be usable without them), then let through, and the page
 * must show `after` once they arrive.
 */
async function scriptsOf(url: string, ready: string, lazy?: { deferred: RegExp; after: string }): Promise<string[]> {
  const page = await session.browser.browser.newPage();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (lazy?.deferred.test(route.request().url())) await released;
    await route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } });
  });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !lazy?.deferred.test(pathname)) scripts.add(pathname);
  });
  await page.goto(url);
  await page.getByTestId(ready).waitFor();
  // (a held request keeps the network busy: what the page needed to show `ready` has arrived by then)
  if (!lazy) await page.waitForLoadState('networkidle');
  const initial = [...scripts].sort();
  release();
  if (lazy) await page.getByTestId(lazy.after).waitFor();
  await page.close();
  return initial;
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;

it('measures the initial JS of the login page and of the dashboard', async () => {
  await session.page.goto(`${server.url}/login`);
  const loginScripts = await scriptsOf(`${server.url}/login`, 'language-menu');
  await login(session, server.url, 'admin');
  // the charts and the tooltips come after the figures: the figures show without them, the charts once they arrive
  const dashboardScripts = await scriptsOf(`${server.url}/dashboard/index`, 'stat-dealers', {
    deferred: deferredByDesign(),
    after: 'chart-months',
  });

  const report = Object.fromEntries(
    Object.entries({ login: loginScripts, dashboard: dashboardScripts }).map(([name, scripts]) => {
      const files = scripts.map((file) => ({ file, gzip: gzipSize(file) }));
      return [name, { totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), files }];
    }),
  );
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOTS, 'bundle-sizes.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `initial JS (gzip): login ${(report.login.totalGzip / 1024).toFixed(1)} KiB in ${loginScripts.length} file(s), ` +
      `dashboard ${(report.dashboard.totalGzip / 1024).toFixed(1)} KiB in ${dashboardScripts.length} file(s)`,
  );

  // the admin shell and its pages are split off: the login page does not load them
  const adminOnly = dashboardScripts.filter((file) => !loginScripts.includes(file));
  expect(adminOnly.some((file) => file.includes('/AdminApp-'))).toBe(true);
  expect(loginScripts.some((file) => /\/(AdminApp|Dashboard)-/.test(file))).toBe(false);
  expect(report.login.totalGzip).toBeLessThan(report.dashboard.totalGzip);
  expect(report.login.totalGzip / 1024).toBeLessThan(BUDGET.login);
  expect(report.dashboard.totalGzip / 1024).toBeLessThan(BUDGET.dashboard);
});
