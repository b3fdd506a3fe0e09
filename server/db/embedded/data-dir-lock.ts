/**
 * One process at a time may open an embedded data folder: a lock file holds the owner's pid. A lock
 * left by a process that is gone is taken over; a live owner makes the open fail with a clear message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StartRefused } from '../start-refused';

export class DataDirBusyError extends StartRefused {}

/** Linux: a killed process whose parent died too stays a zombie until init reaps it; it holds nothing. */
function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (name) state ...", the name may hold spaces and parentheses
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** Locks this process holds: a second open of a folder in the same process is refused too. */
const held = new Set<string>();

/** Takes the lock of `dir` for this process; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      const ours = owner === process.pid;
      if (Number.isInteger(owner) && owner > 0 && (ours ? held.has(lockPath) : isAlive(owner))) {
        throw new DataDirBusyError(
          `The data folder ${path.resolve(dir)} is in use by process ${owner}. Stop it, or set DATA_DIR to another folder.`,
        );
      }
      fs.unlinkSync(lockPath); // stale: its owner is gone
    }
  }
  throw new DataDirBusyError(`Could not lock the data folder ${path.resolve(dir)}.`);
}
