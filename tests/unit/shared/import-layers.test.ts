/**
 * Imports that would close a cycle stay out: the catalogs (i18n/) import nothing of the resources or
 * the web app above them (a resource's menu place reaches them by declaration merging,
 * resources/menu.ts), and the chunk that loads the app's router (src/boot/app-chunks.ts) is imported
 * only from outside that router: the boot and the login page that stands alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The modules a file imports (static, dynamic and type imports), resolved to paths from the root. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

describe('import layers', () => {
  it('keeps the catalogs below the resources and the web app', () => {
    const upward = filesUnder('i18n').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('resources/') || target.startsWith('src/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('loads the app’s router only from outside it', () => {
    const importers = filesUnder('src').filter((file) => importsOf(file).includes('src/boot/app-chunks'));
    expect(importers.sort()).toEqual(['src/boot/start.tsx', 'src/pages/login/LoginRoot.tsx']);
  });
});
