/**
 * Who the embedded PostgreSQL runs as. PostgreSQL refuses to run as root, so a server started as root
 * (a container, CI) runs it as a system user of its own, `distributor-db`, made when the machine has
 * none: never `postgres`, whom a system PostgreSQL trusts. Any other user runs it as itself.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DATABASE_USER = 'distributor-db';

export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

function idOf(flag: '-u' | '-g'): number | undefined {
  try {
    return Number(execFileSync('id', [flag, DATABASE_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    return undefined;
  }
}

function createUser(): void {
  const attempts: [string, string[]][] = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', DATABASE_USER]],
    ['adduser', ['-S', '-D', '-H', DATABASE_USER]], // BusyBox (Alpine)
  ];
  for (const [command, args] of attempts) {
    try {
      execFileSync(command, args, { stdio: 'ignore' });
      console.warn(`Created the system user "${DATABASE_USER}" to run the embedded database (PostgreSQL does not run as root).`);
      return;
    } catch {
      /* try the next tool */
    }
  }
}

/** Undefined when the server is not root: PostgreSQL then runs as the server's own user. */
export function databaseRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) createUser();
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) {
    throw new Error(
      `The server runs as root and PostgreSQL does not: it needs a system user "${DATABASE_USER}" to run the embedded database as, ` +
        'and none could be made. Create one, run the server as a normal user, or set DATABASE_URL.',
    );
  }
  return { uid, gid, name: DATABASE_USER };
}

/** Gives `path` to the database's user (when the server is root), so that PostgreSQL may use it. */
export function handOver(path: string, runAs: RunAs | undefined): void {
  if (!runAs) return;
  const stat = fs.statSync(path);
  if (stat.uid !== runAs.uid || stat.gid !== runAs.gid) fs.chownSync(path, runAs.uid, runAs.gid);
}

/**
 * Gives `root` and everything under it to the database's user (when the server is root): each entry
 * that is not yet its, at every start, so that a hand-over interrupted half-way is finished.
 */
export function handOverTree(root: string, runAs: RunAs | undefined): void {
  if (!runAs || !fs.existsSync(root)) return;
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.uid !== runAs.uid || stat.gid !== runAs.gid) fs.lchownSync(entry, runAs.uid, runAs.gid);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(root);
}

/**
 * Lets the database's user pass through folder `dir` (when the server is root), not list or read it.
 * Only a folder of root's own is changed: one of another user is refused (server/db/embedded/data-dir-access.ts).
 */
export function letThrough(dir: string, runAs: RunAs | undefined): void {
  if (!runAs) return;
  const stat = fs.statSync(dir);
  if (stat.uid === 0) fs.chmodSync(dir, stat.mode | 0o711);
}
