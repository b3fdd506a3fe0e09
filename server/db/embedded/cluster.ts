/**
 * The embedded PostgreSQL cluster in a data folder: made once by `initdb`, then run as a child
 * process of the server, reached only through a Unix socket in a private folder (no TCP port), and
 * only with its password (server/db/embedded/authentication.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinaries } from './binaries';
import { isAlive } from './data-dir-lock';
import { isPostgres, readPostmasterFile } from './postmaster-file';
import { handOver, type RunAs } from './run-as';

/** The cluster's folder inside a data folder (uploaded files and the log sit beside it). */
export const CLUSTER_DIR = 'postgres';
/** PostgreSQL's own log, beside the cluster: what it says when it fails to start or crashes. */
export const LOG_FILE = 'postgres.log';
/** The superuser `initdb` makes, the server's login. */
export const CLUSTER_USER = 'postgres';
/** Socket files are named `.s.PGSQL.<port>`; with no TCP listener the number only names them. */
export const SOCKET_PORT = 5432;

/**
 * Settings given on every start, so that they follow the code rather than an edited file (or an
 * ALTER SYSTEM): who may connect, and how, among them. Sized for a back office on a small machine:
 * PostgreSQL's defaults but for the connections a few API processes use, and warnings and worse in
 * the log.
 */
function serverSettings(clusterDir: string, socketDir: string): string[] {
  const settings = {
    hba_file: path.join(clusterDir, 'pg_hba.conf'), // server/db/embedded/authentication.ts writes it
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: '50',
    log_checkpoints: 'off',
    log_line_prefix: '%m [%p] ',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** The environment of PostgreSQL's programs: the server's, without what would redirect them. */
export function programEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: 'C' };
  for (const name of Object.keys(env)) if (name.startsWith('PG')) delete env[name];
  return env;
}

/** Runs a program to its end; rejects with its output when it fails. */
function run(program: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: programEnv(), stdio: ['ignore', 'pipe', 'pipe'], ...ids(runAs) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (${code ?? signal}): ${output.trim()}`)),
    );
  });
}

const ids = (runAs: RunAs | undefined) => (runAs ? { uid: runAs.uid, gid: runAs.gid } : {});

/**
 * Makes the cluster in `dataDir/postgres` when there is none, its superuser's password `password()`.
 * `initdb` writes into a folder beside it, renamed into place once complete, so an interrupted first
 * start never leaves half a cluster. Answers whether it made one.
 */
export async function ensureCluster(dataDir: string, password: () => Promise<string>, runAs: RunAs | undefined): Promise<boolean> {
  const target = path.join(dataDir, CLUSTER_DIR);
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) return false;
  fs.mkdirSync(dataDir, { recursive: true });
  const partial = fs.mkdtempSync(path.join(dataDir, `.${CLUSTER_DIR}-`));
  // initdb reads the password from a file: one in a private folder of its own, gone once it has run
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-initdb-'));
  const pwFile = path.join(pwDir, 'pw');
  try {
    fs.writeFileSync(pwFile, `${await password()}\n`, { mode: 0o600 });
    handOver(pwDir, runAs);
    handOver(pwFile, runAs);
    handOver(partial, runAs);
    await run(
      postgresBinaries().initdb,
      [
        `--pgdata=${partial}`,
        `--username=${CLUSTER_USER}`,
        '--auth=scram-sha-256',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        // Unicode-aware lower() and upper() (case-insensitive names) that depend on no OS locale.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      runAs,
    );
    fs.rmSync(target, { recursive: true, force: true }); // an empty or half-made folder of an older start
    fs.renameSync(partial, target);
    return true;
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw withRootHint(error as Error, dataDir, runAs);
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

function withRootHint(error: Error, dataDir: string, runAs: RunAs | undefined): Error {
  if (!runAs || !/permission denied/i.test(error.message)) return error;
  return new Error(
    `${error.message}\nThe server runs as root, so the embedded database runs as the user "${runAs.name}", who must be able to reach ` +
      `${path.resolve(dataDir)} and the server's node_modules. Run the server as a normal user, or move DATA_DIR where that user can reach it.`,
  );
}

export interface Postmaster {
  /** Folder of the server's socket: `pg`'s `host`, with port SOCKET_PORT. */
  socketDir: string;
  pid: number;
  /** Settles when the server process has gone, for whatever reason. */
  exited: Promise<void>;
  /** Fast shutdown: open transactions are rolled back, then a checkpoint; answers once it has gone. */
  stop(): Promise<void>;
}

const STOP_STEPS: [NodeJS.Signals, number][] = [
  ['SIGINT', 30_000], // fast shutdown
  ['SIGQUIT', 5_000], // immediate shutdown: recovery at the next start
  ['SIGKILL', 5_000],
];

/** Stops process `pid` by PostgreSQL's shutdown signals, each given its time; answers once it has gone. */
export async function stopProcess(pid: number, gone: () => boolean = () => !isAlive(pid)): Promise<void> {
  for (const [signal, waitMs] of STOP_STEPS) {
    if (gone()) return;
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    for (const until = Date.now() + waitMs; !gone() && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A PostgreSQL left running on this cluster by a server that was killed (its children outlive it) is
 * stopped, so that this server runs its own. The caller holds the data folder's lock: no live server
 * owns that PostgreSQL. A `postmaster.pid` whose pid is now another program's is removed.
 */
export async function takeOverStale(clusterDir: string): Promise<void> {
  const stale = readPostmasterFile(clusterDir);
  if (!stale) return;
  if (isAlive(stale.pid) && isPostgres(stale.pid)) {
    console.warn(`The embedded database (pid ${stale.pid}) was left running by a server that stopped abruptly: stopping it.`);
    await stopProcess(stale.pid);
  } else if (isAlive(stale.pid)) {
    fs.rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true }); // its pid is now another program's
  }
  // the socket folder of a PostgreSQL that did not stop in order (killed with its server) is left behind
  if (path.basename(stale.socketDir).startsWith(SOCKET_DIR_PREFIX)) fs.rmSync(stale.socketDir, { recursive: true, force: true });
}

const SOCKET_DIR_PREFIX = 'da-pg-';
const WAIT_LOG_MS = 10_000;

/**
 * Starts PostgreSQL on the cluster and answers once it accepts connections (`ready` in its
 * `postmaster.pid`), or rejects with the end of its log when it exits first. It runs in a process
 * group of its own, so that Ctrl+C in a terminal reaches the server, which stops it in order.
 */
export async function startPostmaster(dataDir: string, runAs: RunAs | undefined): Promise<Postmaster> {
  const clusterDir = path.join(dataDir, CLUSTER_DIR);
  await takeOverStale(clusterDir);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), SOCKET_DIR_PREFIX)); // mode 0700
  handOver(socketDir, runAs);
  const logPath = path.join(dataDir, LOG_FILE);
  const logStart = fs.existsSync(logPath) ? fs.statSync(logPath).size : 0;
  const log = fs.openSync(logPath, 'a', 0o600);
  fs.fchmodSync(log, 0o600); // its errors quote rows: the server's user alone reads it, as the cluster's files
  let child: ChildProcess;
  try {
    child = spawn(postgresBinaries().postgres, ['-D', clusterDir, ...serverSettings(clusterDir, socketDir)], {
      env: programEnv(),
      stdio: ['ignore', log, log],
      detached: true,
      ...ids(runAs),
    });
  } finally {
    fs.closeSync(log);
  }
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      fs.rmSync(socketDir, { recursive: true, force: true });
      resolve();
    });
    child.once('error', () => resolve());
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const pid = child.pid;
  const logTail = () => {
    try {
      return fs.readFileSync(logPath, 'utf8').slice(logStart).trim().split('\n').slice(-15).join('\n');
    } catch {
      return '';
    }
  };

  const waitStarted = Date.now();
  let told = false;
  for (;;) {
    if (pid === undefined || hasExited()) {
      await exited;
      throw withRootHint(new Error(`The embedded database did not start (see ${logPath}):\n${logTail()}`), dataDir, runAs);
    }
    const file = readPostmasterFile(clusterDir);
    if (file?.pid === pid && file.ready) break;
    if (!told && Date.now() - waitStarted > WAIT_LOG_MS) {
      told = true;
      console.warn(`Waiting for the embedded database to start (recovery after a crash can take a while; its log: ${logPath}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { socketDir, pid, exited, stop: () => stopProcess(pid, hasExited).then(() => exited) };
}
