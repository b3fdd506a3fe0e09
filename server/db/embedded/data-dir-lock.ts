/**
 * One process at a time may open an embedded data folder: a lock file holds the owner's pid and the
 * time that process started. A lock left by a process that is gone is taken over, and so is one whose
 * pid now names another program (reused after a crash); a live owner makes the open fail with a clear
 * message.
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

/** The start time of process `pid` in clock ticks since boot (field 22 of /proc/<pid>/stat); undefined off Linux. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The lock file's text: `<pid> <start time>` (a lock of an earlier version holds the pid alone). */
const lockText = () => `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();

/**
 * Whether the live process `pid` is the one that wrote the lock: the same start time, or, where a
 * lock or a system has none, a Node.js process. A pid reused by another program does not hold it.
 */
function holdsLock(pid: number, recordedStart: string | undefined): boolean {
  const start = processStartTime(pid);
  if (recordedStart && start) return start === recordedStart;
  try {
    return /node|tsx/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // nothing to tell by: a live owner keeps its folder
  }
}

/** Locks this process holds: a second open of a folder in the same process is refused too. */
const held = new Set<string>();

/** Takes the lock of `dir` for this process; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, lockText(), { flag: 'wx' });
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === lockText()) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [ownerText, ownerStart] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const owner = Number(ownerText);
      const ours = owner === process.pid;
      if (Number.isInteger(owner) && owner > 0 && (ours ? held.has(lockPath) : isAlive(owner) && holdsLock(owner, ownerStart))) {
        throw new DataDirBusyError(
          `The data folder ${path.resolve(dir)} is in use by process ${owner}. Stop it, or set DATA_DIR to another folder.`,
        );
      }
      fs.unlinkSync(lockPath); // stale: its owner is gone, or its pid is now another program's
    }
  }
  throw new DataDirBusyError(`Could not lock the data folder ${path.resolve(dir)}.`);
}
