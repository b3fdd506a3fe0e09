/**
 * Memory of a process tree, from /proc (Linux): proportional set sizes, so that memory shared by
 * several processes (PostgreSQL's shared buffers, libraries) counts once in a sum.
 */
import fs from 'node:fs';

/** The processes `pid` started, and theirs, and so on. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the fields after the command name, which is in parentheses and may hold spaces
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** Proportional set size of `pid` in MB; 0 once it has gone. */
export function pssMb(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server's own process (`api`) and every process below it (`database`: the embedded PostgreSQL), PSS. */
export function serverMemory(pid: number): { api: number; database: number; total: number } {
  const api = pssMb(pid);
  const database = descendants(pid).reduce((sum, child) => sum + pssMb(child), 0);
  return { api, database, total: api + database };
}
