/**
 * `npm run build` (after `vite build`): compiles the server to plain JavaScript in dist-server/, so
 * that `npm start` runs it with `node` alone, no TypeScript loader, with the migrations beside it.
 * Packages stay in node_modules (`npm ci --omit=dev` is enough to run the output).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { foldersWith, SEARCHES } from '../resources/folders';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * resources/folders.ts reads the folders of resources and their server hooks from the disk, which
 * the compiled server runs without: it gets their names as they are now (esbuild bundles each
 * folder's module from the `import()` that names it by a pattern).
 */
const foldersAsBuilt: Plugin = {
  name: 'folders-as-built',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]resources[\\/]folders\.ts$/ }, () => {
      const found = Object.fromEntries(SEARCHES.map((search) => [search.join('/'), foldersWith(search)]));
      const contents = `export const SEARCHES = ${JSON.stringify(SEARCHES)};
        const FOUND = ${JSON.stringify(found)};
        export const foldersWith = (search) => FOUND[search.join('/')] ?? [];`;
      return { contents, loader: 'js' };
    });
  },
};

export async function buildServer(outdir = path.join(ROOT, 'dist-server')): Promise<string> {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(ROOT, 'server/main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [foldersAsBuilt],
  });
  fs.cpSync(path.join(ROOT, 'server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  return outdir;
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) console.log(`server compiled to ${path.relative(process.cwd(), await buildServer())}/`);
