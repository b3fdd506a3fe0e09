/**
 * The real server as a child process (server/main.ts through tsx, or a compiled entry), as `npm start`
 * runs it: for tests and benchmarks that must measure its processes or kill them. Answers the URL it
 * prints once it listens, and its output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

export function startServerProcess(options: {
  env: Record<string, string>;
  entry?: string;
  nodeArgs?: string[];
  /** Hears everything the process writes, from its first line (before it listens). */
  onOutput?: (text: string) => void;
}): Promise<ServerProcess> {
  const entry = options.entry ?? path.join(ROOT, 'server/main.ts');
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const hear = (chunk: Buffer) => {
    out += chunk.toString();
    options.onOutput?.(out);
  };
  child.stdout!.on('data', hear);
  child.stderr!.on('data', hear);
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
