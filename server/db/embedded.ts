/** Starts the embedded database host (a child process) and answers the port it listens on. */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DataDirBusyError } from './data-dir-lock';

export interface EmbeddedHost {
  /** Folder of the host's Unix socket: `pg`'s `host`, with port SOCKET_PORT. */
  socketDir: string;
  stop(): Promise<void>;
  /** Settles when the host process has gone, for whatever reason. */
  exited: Promise<void>;
}

/** Compiled (dist-server/, scripts/build-server.ts) the host is plain JavaScript beside this code; from source it runs through tsx. */
const compiled = import.meta.url.endsWith('.js');
const hostScript = fileURLToPath(new URL(compiled ? './embedded-host.js' : './embedded-host.ts', import.meta.url));
const loaderArgs = () => (compiled ? [] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]);
/** The host collects its garbage when idle (server/db/embedded-host.ts). */
const hostArgs = () => ['--expose-gc', ...loaderArgs()];

export function startEmbeddedHost(dataDir: string): Promise<EmbeddedHost> {
  const child: ChildProcess = fork(hostScript, [dataDir], {
    execArgv: hostArgs(),
    // One malloc arena: V8's compiler threads (PGlite's WebAssembly is optimised in the background)
    // otherwise leave their freed memory in arenas of their own, about 25 MB of the idle host.
    env: { ...process.env, MALLOC_ARENA_MAX: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('message', (message: { ready?: boolean; socketDir?: string; error?: string }) => {
      if (message.ready && message.socketDir) resolve({ socketDir: message.socketDir, stop, exited });
      else
        reject(
          message.error?.includes('in use by process')
            ? new DataDirBusyError(message.error)
            : new Error(`Embedded database failed to start: ${message.error}`),
        );
    });
    child.once('exit', (code) => reject(new Error(`Embedded database exited early (code ${code})`)));
    child.once('error', reject);
  });
}
