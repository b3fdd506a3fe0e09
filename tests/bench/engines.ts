/**
 * `npm run bench:engines [-- <other checkout> ...]`: the embedded database engine of this checkout
 * side by side with that of other checkouts (each built, `npm run build`), in one run, each server
 * started as `npm start` starts it (node scripts/start.mjs of its checkout) on a new data folder:
 *
 * - first start (a new data folder: database, migrations, demo data) and second start, until
 *   `/health` answers;
 * - idle memory of the server's whole process tree, PSS (shared memory counted once), 3 s after start;
 * - dealer list and store list (20 rows, 10 connections) throughput, the engines taking turns in
 *   BENCH_ROUNDS rounds of BENCH_SECONDS;
 * - durability: the syncs (fsync, fdatasync) the database processes make per acknowledged write,
 *   counted by strace; and a power-cut simulation: the data folder copied (cp -a) while 10 writers
 *   run, the server and its database then killed, and the copy opened by a new server: how many of
 *   the writes acknowledged before the copy began it holds.
 *
 * Linux only (/proc, strace from Debian's package).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from '../support/api-client';
import { descendants, serverMemory } from '../support/process-memory';
import { load, type LoadResult } from './http';

const ROOT = path.resolve(import.meta.dirname, '../..');
const roots = [ROOT, ...process.argv.slice(2).map((root) => path.resolve(root))];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const SYNC_WRITES = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  pid: number;
  api: string;
  startMs: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** `node scripts/start.mjs` of checkout `root` with `npm start`'s node options, until /health answers 200. */
async function start(root: string, dataDir: string): Promise<Server> {
  const started = performance.now();
  const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const options = script.split(/\s+/).filter((word) => word.startsWith('--'));
  const child = spawn(process.execPath, [...options, path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/\S+?)\/?\s/.exec(out);
      if (found) resolve(found[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${root}: the server exited with ${code}: ${out}`)));
  });
  const api = `${url}/distribution/b/v1`;
  while ((await fetch(`${api}/health`)).status !== 200) await sleep(10);
  return {
    pid: child.pid!,
    api,
    startMs: performance.now() - started,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'da-engines-'));
const label = (root: string) =>
  `${path.basename(root)} (${execFileSync('git', ['-C', root, 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim()})`;

/** Starts that leave a server running on a data folder with the demo data. */
async function startTwice(root: string) {
  const dataDir = tempDataDir();
  const first = await start(root, dataDir);
  await first.stop();
  const second = await start(root, dataDir);
  await sleep(3000);
  return { root, dataDir, first: first.startMs, second, idle: serverMemory(second.pid) };
}

/** Every process of the server's tree, for strace. */
const treeOf = (pid: number) => [pid, ...descendants(pid)];

/** Syncs made by the database processes (the server's descendants) per acknowledged write. */
async function syncsPerWrite(server: Server): Promise<number> {
  const api = new ApiClient(server.api);
  const token = await api.login('admin', 'admin123');
  const database = descendants(server.pid);
  const log = path.join(os.tmpdir(), `da-strace-${server.pid}.txt`);
  const strace = spawn(
    'strace',
    ['-f', '-c', '-o', log, '-e', 'trace=fsync,fdatasync,sync_file_range,syncfs', ...database.flatMap((pid) => ['-p', String(pid)])],
    {
      stdio: 'ignore',
    },
  );
  await sleep(1000); // attached
  for (let i = 0; i < SYNC_WRITES; i++) {
    const answer = await api.post('/version/create', { name: `Sync ${i}`, version_no: `8.0.${i}`, platform: 'ios' }, { token });
    if (answer.code !== 0) throw new Error(`write refused: ${answer.code}`);
  }
  strace.kill('SIGINT');
  await new Promise((resolve) => strace.once('exit', resolve));
  const calls = fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .map((line) => /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(\w+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && match[2] !== 'total')
    .reduce((sum, match) => sum + Number(match[1]), 0);
  fs.rmSync(log, { force: true });
  return calls / SYNC_WRITES;
}

/** Copies the data folder while 10 writers run, kills the server, opens the copy: acknowledged-before-copy writes found. */
async function powerCut(root: string): Promise<{ acknowledged: number; found: number }> {
  const dataDir = tempDataDir();
  const server = await start(root, dataDir);
  const api = new ApiClient(server.api);
  const token = await api.login('admin', 'admin123');
  const acknowledged = new Map<number, string>();
  let running = true;
  const writers = Array.from({ length: 10 }, async (_, writer) => {
    for (let i = 0; running; i++) {
      const name = `Cut ${writer}-${i}`;
      const answer = await api
        .post('/version/create', { name, version_no: `6.${writer}.${i}`, platform: 'windows' }, { token })
        .catch(() => undefined);
      if (answer?.code === 0) acknowledged.set(answer.data.id, name);
    }
  });
  while (acknowledged.size < 300) await sleep(10);
  const before = new Map(acknowledged);
  const copy = `${dataDir}-copy`;
  execFileSync('cp', ['-a', dataDir, copy]);
  const tree = treeOf(server.pid);
  for (const pid of tree) process.kill(pid, 'SIGKILL');
  running = false;
  await Promise.all(writers);
  await server.stop();
  while (tree.some((pid) => fs.existsSync(`/proc/${pid}`) && !/\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')))) await sleep(20);
  const reopened = await start(root, copy);
  const reader = new ApiClient(reopened.api);
  const readToken = await reader.login('admin', 'admin123');
  let found = 0;
  for (const [id, name] of before)
    if ((await reader.get('/version/detail', { token: readToken, query: { id } })).data?.name === name) found++;
  await reopened.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(copy, { recursive: true, force: true });
  return { acknowledged: before.size, found };
}

const runs = [];
for (const root of roots) runs.push(await startTwice(root));

const lists = [
  { name: 'dealer list', who: ['dealer1', 'dealer123'], path: '/distributor/list?page=1&size=20' },
  { name: 'store list', who: ['admin', 'admin123'], path: '/store/list?page=1&size=20' },
] as const;
const loads = new Map<string, LoadResult[]>();
for (const list of lists) {
  const targets = await Promise.all(
    runs.map(async (run) => ({
      run,
      headers: { authorization: `Bearer ${await new ApiClient(run.second.api).login(list.who[0], list.who[1])}` },
    })),
  );
  for (const { run, headers } of targets) await load('warm-up', run.second.api + list.path, { headers, seconds: 1 });
  for (let round = 0; round < rounds; round++) {
    for (const { run, headers } of targets) {
      const key = `${run.root} ${list.name}`;
      loads.set(key, [
        ...(loads.get(key) ?? []),
        await load(list.name, run.second.api + list.path, { headers, seconds: seconds / rounds, workers: 1 }),
      ]);
    }
  }
}
const syncs = [];
for (const run of runs) syncs.push(await syncsPerWrite(run.second));
for (const run of runs) {
  await run.second.stop();
  fs.rmSync(run.dataDir, { recursive: true, force: true });
}
const cuts = [];
for (const root of roots) cuts.push(await powerCut(root));

const mean = (results: LoadResult[]) => Math.round(results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length);
const worstP99 = (results: LoadResult[]) => Math.max(...results.map((r) => r.p99));
console.log(`\nEmbedded engines side by side, on this machine (${os.cpus().length} cores), in one run.\n`);
console.log(`| measure | ${runs.map((run) => label(run.root)).join(' | ')} |`);
console.log(`|---|${runs.map(() => '---:').join('|')}|`);
const row = (name: string, values: string[]) => console.log(`| ${name} | ${values.join(' | ')} |`);
row(
  'first start, new data folder (s)',
  runs.map((run) => (run.first / 1000).toFixed(2)),
);
row(
  'second start, data present (s)',
  runs.map((run) => (run.second.startMs / 1000).toFixed(2)),
);
row(
  'idle memory, whole process tree, PSS (MB)',
  runs.map((run) => `${run.idle.total.toFixed(0)} (API ${run.idle.api.toFixed(0)} + database ${run.idle.database.toFixed(0)})`),
);
for (const list of lists) {
  row(
    `${list.name}, 10 connections: req/s (worst p99 ms)`,
    runs.map((run) => {
      const results = loads.get(`${run.root} ${list.name}`)!;
      return `${mean(results)} (${worstP99(results)})`;
    }),
  );
}
row(
  'syncs to disk per acknowledged write',
  syncs.map((n) => n.toFixed(2)),
);
row(
  'power-cut simulation: acknowledged before the copy, found in it',
  cuts.map((cut) => `${cut.found} of ${cut.acknowledged}`),
);
if ([...loads.values()].flat().some((r) => r.non2xx > 0 || r.errors > 0)) {
  console.error('Some requests failed: the figures are not valid.');
  process.exitCode = 1;
}
