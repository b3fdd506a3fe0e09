/**
 * The server as `npm start` runs it (node scripts/start.mjs: the compiled server, starting the embedded
 * PostgreSQL), started in a child process of the bench: how long until its API answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface StartedServer {
  url: string;
  api: string;
  /** Milliseconds from spawning the process until `/health` answered 200. */
  startMs: number;
  pid: number;
  stop(): Promise<void>;
}

/** The node options of `npm start` (package.json), which the bench starts the server with. */
export function startNodeOptions(): string[] {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return script.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Starts `node <npm start's options> scripts/start.mjs` with `env` and waits until its API answers. */
export async function startCompiledServer(env: Record<string, string>): Promise<StartedServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...startNodeOptions(), path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      let err = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /running at (http:\/\/\S+?)\/?\s/.exec(out);
        if (found) resolve(found[1]);
      });
      child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}${err}`)));
    });
    const api = `${url}/distribution/b/v1`;
    const health = await fetch(`${api}/health`);
    if (health.status !== 200) throw new Error(`/health answered ${health.status}`);
    return { url, api, startMs: performance.now() - started, pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Whether the compiled server and the web app are built (scripts/start.mjs builds them when not). */
export function buildIsPresent(): boolean {
  return ['dist/index.html', 'dist-server/main.js'].every((file) => fs.existsSync(path.join(ROOT, file)));
}
