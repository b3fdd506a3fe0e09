/**
 * `postmaster.pid`, the file a running PostgreSQL keeps in its data folder: its pid (line 1), its
 * socket folder (line 5) and, once it accepts connections, `ready` (line 8), as `pg_ctl` reads it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface PostmasterFile {
  pid: number;
  socketDir: string;
  ready: boolean;
}

export function readPostmasterFile(clusterDir: string): PostmasterFile | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, socketDir: lines[4] ?? '', ready: (lines[7] ?? '').trim() === 'ready' };
}

/** Whether process `pid` is a PostgreSQL server, not an unrelated process that took a dead one's pid. */
export function isPostgres(pid: number): boolean {
  let command = '';
  try {
    command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    try {
      command = execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return false;
    }
  }
  return /postgres/.test(command);
}
