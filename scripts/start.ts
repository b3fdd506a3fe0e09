/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then starts
 * the server. One command for a newcomer.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { main, WEB_ROOT } from '../server/main';

const ROOT = path.resolve(WEB_ROOT, '..');
const WEB_SOURCES = ['src', 'i18n', 'resources', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function webBuildIsStale(): boolean {
  const built = path.join(WEB_ROOT, 'index.html');
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(...WEB_SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  return sources > fs.statSync(built).mtimeMs;
}

if (webBuildIsStale()) {
  console.log('Building the web app (its build is missing or older than its sources)...');
  execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });
}
await main();
