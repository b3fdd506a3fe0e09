/**
 * `npm run analyze`: builds the web app with the bundle analysis (vite.config.ts, mode `analyze`),
 * then prints what the first screen of the login page and of the dashboard loads, file by file, with
 * the heaviest packages and modules of each (gzip, as rollup-plugin-visualizer measures them). The
 * treemap of every chunk is in dist/bundle-analysis.html.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../dist');
/** The chunks of each first screen (the dashboard's charts load after it). */
const SCREENS: Record<string, string[]> = {
  login: ['index.html'],
  dashboard: ['index.html', 'src/Root.tsx', 'src/admin/AdminApp.tsx', 'src/pages/dashboard/Dashboard.tsx'],
};

interface Chunk {
  file: string;
  imports?: string[];
}
interface Analysis {
  nodeParts: Record<string, { gzipLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

execSync('npx vite build --mode analyze --logLevel warn', { stdio: 'inherit' });
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const analysis = JSON.parse(fs.readFileSync(path.join(DIST, 'bundle-analysis.json'), 'utf8')) as Analysis;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** A module's package (`@mui/material`), or its path in this repository. */
const ownerOf = (id: string) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.replace(/^\//, '');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const [screen, keys] of Object.entries(SCREENS)) {
  const files = [...closure(keys)].map((key) => manifest[key].file);
  const sized = files.map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length }));
  sized.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${screen}: ${kib(sized.reduce((sum, f) => sum + f.gzip, 0))} in ${sized.length} files`);
  for (const { file, gzip } of sized.slice(0, 12)) {
    const owners = new Map<string, number>();
    for (const meta of Object.values(analysis.nodeMetas)) {
      const part = meta.moduleParts[file];
      if (part) owners.set(ownerOf(meta.id), (owners.get(ownerOf(meta.id)) ?? 0) + analysis.nodeParts[part].gzipLength);
    }
    const heaviest = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`  ${kib(gzip).padStart(10)}  ${file}: ${heaviest.map(([owner, size]) => `${owner} ${kib(size)}`).join(', ')}`);
  }
}
console.log('\nEvery chunk, module by module: dist/bundle-analysis.html');
