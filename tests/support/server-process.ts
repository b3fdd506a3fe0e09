/**
 * The real server as a child process (server/main.ts through tsx, or a compiled entry), as `npm start`
 * runs it: for tests and benchmarks that must measure its processes or kill them. Answers the URL it
 * prints once it listens, its pid, and the pids of the processes it started (the embedded database host).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  api: string;
  /** Output of the process so far (stdout and stderr). */
  output(): string;
  /** Ends the process with SIGTERM (or the given signal) and waits for it to go. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function startServerProcess(options: { env: Record<string, string>; entry?: string; nodeArgs?: string[] }): Promise<ServerProcess> {
  const entry = options.entry ?? path.join(ROOT, 'server/main.ts');
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = () => {
      const found = /running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (!found) return;
      child.stdout!.off('data', onData);
      resolve({ child, url: found[1], api: `${found[1]}/distribution/b/v1`, output: () => out, stop });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`)));
  });
}

/** Resident memory of a process in MB, from /proc (Linux); undefined once it has gone. */
export function residentMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status);
    return kb ? Number(kb[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Pids of the processes a process started (Linux). */
export function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
