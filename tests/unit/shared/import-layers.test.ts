/**
 * Imports that would close a cycle stay out: the catalogs (i18n/) import nothing of the resources or
 * the web app above them (a resource's menu place reaches them by declaration merging,
 * resources/menu.ts), and the chunk that loads the app's router (src/boot/app-chunks.ts) is imported
 * only from outside that router: the boot and the login page that stands alone. The shared page parts
 * (src/common/) and the CRUD kit (src/admin/crud/) never reach back into the registry, the route
 * table or the layout: the route layer hands them what they need (src/common/app-links.tsx). No
 * module of the web app imports itself again through others, even lazily.
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

/** A file's runtime imports (type-only ones left out), each resolved to the file it names. */
function runtimeImportsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/^(?:import|export) type [^;]*;/gms, '');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext).find((f) => fs.existsSync(path.join(ROOT, f)));
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** Every import cycle among `files`, each as its chain of files (depth-first, one per back edge). */
function cyclesAmong(files: string[], importsOf: (file: string) => string[]): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of importsOf(file)) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('import layers', () => {
  it('finds a cycle when there is one', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['a'] };
    expect(cyclesAmong(Object.keys(graph), (file) => graph[file])).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no import cycle in the web app, the server, the resources or the catalogs', () => {
    const files = ['src', 'server', 'resources', 'i18n'].flatMap(filesUnder);
    expect(cyclesAmong(files, runtimeImportsOf).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('keeps the shared page parts and the CRUD kit below the registry, routes and layout', () => {
    const upward = [...filesUnder('src/common'), ...filesUnder('src/admin/crud')].flatMap((file) =>
      importsOf(file)
        .filter((target) => /^src\/(admin\/registry|routes\/|layout\/)/.test(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

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
