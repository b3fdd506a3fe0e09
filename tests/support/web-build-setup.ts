/**
 * Global setup of the projects that serve the built web app (api, e2e): on a checkout never built,
 * builds it once, so that one project runs on its own (`npx vitest run --project api`). `npm test`
 * builds before them; a stale build after editing web code is still the tester's to redo.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export default function buildWebAppIfMissing() {
  const root = path.resolve(import.meta.dirname, '../..');
  if (fs.existsSync(path.join(root, 'dist', 'index.html'))) return;
  console.log('dist/index.html is missing: building the web app (vite build) first');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}
