/**
 * The folders of this repository that hold a given file: how the server finds every resource's
 * declaration (resources/<name>/index.ts) and server hooks (server/routes/<name>/index.ts) with no
 * list to edit. Read from the disk under tsx and Vitest; the compiled server gets the same lists
 * written into it by scripts/build-server.ts, as it runs without the sources.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The searches the server makes, `[folder, file]`: scripts/build-server.ts answers these in the compiled server. */
export const SEARCHES = [
  ['resources', 'index.ts'],
  ['server/routes', 'index.ts'],
] as const;

export type Search = (typeof SEARCHES)[number];

/** The names of the folders right under `folder` (relative to the repository) that hold `file`, sorted. */
export function foldersWith([folder, file]: Search): string[] {
  const dir = path.join(ROOT, folder);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
}
