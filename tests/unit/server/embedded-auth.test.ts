/**
 * The embedded cluster trusts nobody (server/db/embedded/authentication.ts): a password on its Unix
 * socket, no TCP line, its own OS user when the server is root; a folder of an earlier version is
 * brought to that at its first start; a data folder the server may not use is refused in one sentence.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db';
import { postgresBinaries } from '../../../server/db/embedded/binaries';
import { runningClusterConnection } from '../../../server/db/embedded/connection';
import { importPgliteFolder } from '../../../server/db/embedded/pglite-import';
import { readPostmasterFile } from '../../../server/db/embedded/postmaster-file';
import { StartRefused } from '../../../server/db/start-refused';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const asRoot = process.getuid?.() === 0;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-auth-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const hbaLines = (dir: string) =>
  fs
    .readFileSync(path.join(dir, 'postgres', 'pg_hba.conf'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));

/** Connects to the running cluster of `dir` with `password` instead of its own; answers the error, if any. */
async function connectWith(dir: string, password: string | undefined): Promise<Error | undefined> {
  const client = new pg.Client({ ...runningClusterConnection(dir), password });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error as Error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const ownerOf = (file: string) => fs.statSync(file).uid;
const uidOf = (user: string) => Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());

async function withDatabase(dir: string, run: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ dataDir: dir, poolSize: 1 });
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

describe('the embedded cluster', () => {
  it('takes only its password on its socket, kept in a file only the server reads', async () => {
    const dir = tempDir();
    await withDatabase(dir, async (database) => {
      expect(hbaLines(dir)).toEqual([expect.stringMatching(/^local\s+all\s+all\s+scram-sha-256$/)]);
      expect(fs.statSync(path.join(dir, 'db-password')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dir, 'postgres.log')).mode & 0o777).toBe(0o600); // its errors quote rows
      // the server asks for SCRAM, which a client without the password cannot answer
      expect((await connectWith(dir, undefined))?.message).toMatch(/SCRAM/);
      expect((await connectWith(dir, 'not-the-password'))?.message).toMatch(/password authentication failed/);
      expect(await connectWith(dir, fs.readFileSync(path.join(dir, 'db-password'), 'utf8').trim())).toBeUndefined();
      const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (asRoot) expect(ownerOf(`/proc/${rows[0].pid}`)).toBe(uidOf('distributor-db'));
    });
  }, 60_000);

  it('keeps to its one line when its settings point to another pg_hba.conf', async () => {
    const dir = tempDir();
    const elsewhere = path.join(dir, 'postgres', 'trusting_hba.conf');
    await withDatabase(dir, async (database) => {
      fs.writeFileSync(elsewhere, 'local all all trust\n');
      if (asRoot) execFileSync('chown', ['distributor-db:distributor-db', elsewhere]);
      await database.pool.query(`alter system set hba_file = '${elsewhere}'`);
    });
    await withDatabase(dir, async () => {
      expect((await connectWith(dir, 'not-the-password'))?.message).toMatch(/password authentication failed/);
    });
  }, 60_000);

  const trustLines = (dir: string) =>
    fs.writeFileSync(
      path.join(dir, 'postgres', 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n',
    );
  /** A folder as an earlier version left it (trusting local and loopback connections), or as a start that moved it was interrupted. */
  const leftBehind = {
    'of an earlier version (owned by postgres, no password file)': (dir: string) => {
      trustLines(dir);
      fs.rmSync(path.join(dir, 'db-password'));
      if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', path.join(dir, 'postgres')]);
    },
    'whose move stopped after its password file was written': (dir: string) => {
      trustLines(dir);
      fs.writeFileSync(path.join(dir, 'db-password'), 'a-password-the-cluster-was-never-given\n', { mode: 0o600 });
    },
    'whose move stopped after its folder, not its files, was given to distributor-db': (dir: string) => {
      trustLines(dir);
      fs.rmSync(path.join(dir, 'db-password'));
      if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', path.join(dir, 'postgres')]);
      if (asRoot) execFileSync('chown', ['distributor-db:distributor-db', path.join(dir, 'postgres')]);
    },
    'whose password file was lost (emptied)': (dir: string) => fs.writeFileSync(path.join(dir, 'db-password'), ''),
  };

  it.each(Object.entries(leftBehind))(
    'brings a folder %s to its password and user, once',
    async (_, leave) => {
      const dir = tempDir();
      await withDatabase(dir, async (database) => {
        await database.pool.query('create table kept (v text)');
        await database.pool.query('insert into kept values ($1)', ['before']);
      });
      leave(dir);

      await withDatabase(dir, async (database) => {
        expect((await database.pool.query('select v from kept')).rows).toEqual([{ v: 'before' }]);
        expect(hbaLines(dir)).toEqual([expect.stringMatching(/^local\s+all\s+all\s+scram-sha-256$/)]);
        expect(await connectWith(dir, 'not-the-password')).toBeInstanceOf(Error);
      });
      if (asRoot) {
        const owners = new Set<number>();
        const walk = (entry: string) => {
          owners.add(fs.lstatSync(entry).uid);
          if (fs.lstatSync(entry).isDirectory()) fs.readdirSync(entry).forEach((name) => walk(path.join(entry, name)));
        };
        walk(path.join(dir, 'postgres'));
        expect([...owners]).toEqual([uidOf('distributor-db')]);
      }

      // a second start changes nothing more
      const password = fs.readFileSync(path.join(dir, 'db-password'), 'utf8');
      const hbaTime = fs.statSync(path.join(dir, 'postgres', 'pg_hba.conf')).mtimeMs;
      await withDatabase(dir, async (database) =>
        expect((await database.pool.query('select count(*)::int as n from kept')).rows[0].n).toBe(1),
      );
      expect(fs.readFileSync(path.join(dir, 'db-password'), 'utf8')).toBe(password);
      expect(fs.statSync(path.join(dir, 'postgres', 'pg_hba.conf')).mtimeMs).toBe(hbaTime);
    },
    120_000,
  );
});

describe('an earlier version killed with its database still running', () => {
  it('has that database stopped, then the folder moved', async () => {
    const dir = tempDir();
    await withDatabase(dir, async (database) => void (await database.pool.query('create table kept (v text)')));
    const cluster = path.join(dir, 'postgres');
    fs.writeFileSync(path.join(cluster, 'pg_hba.conf'), 'local all all trust\n');
    fs.rmSync(path.join(dir, 'db-password'));
    const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'da-pg-'));
    if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', cluster, socketDir]);
    const postgresUser = asRoot
      ? { uid: uidOf('postgres'), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) }
      : {};
    const old = spawn(
      postgresBinaries().postgres,
      ['-D', cluster, '-c', 'listen_addresses=', '-c', `unix_socket_directories=${socketDir}`],
      { stdio: 'ignore', detached: true, ...postgresUser },
    );
    try {
      await expect.poll(() => readPostmasterFile(cluster)?.ready, { timeout: 30_000 }).toBe(true);
      await withDatabase(dir, async (database) => {
        expect((await database.pool.query('select count(*)::int as n from kept')).rows[0].n).toBe(0);
        expect(hbaLines(dir)).toEqual([expect.stringMatching(/^local\s+all\s+all\s+scram-sha-256$/)]);
      });
      await expect.poll(() => old.exitCode !== null || old.signalCode !== null).toBe(true);
    } finally {
      old.kill('SIGKILL');
    }
  }, 120_000);
});

describe('a data folder the server may not use', () => {
  const opens = {
    'the server': (dir: string) => openDatabase({ dataDir: dir, poolSize: 1 }),
    'npm run db:upgrade': (dir: string) => importPgliteFolder(dir),
  };
  it.runIf(asRoot).each(Object.entries(opens))(
    "is refused as root by %s when it is another user's, and left as it was",
    async (_, open) => {
      const dir = tempDir();
      fs.chmodSync(dir, 0o700);
      fs.chownSync(dir, 65534, 65534);
      const error = await open(dir).catch((e: Error) => e);
      expect(error).toBeInstanceOf(StartRefused);
      expect((error as Error).message).toMatch(/belongs to the user "nobody", but the server runs as root/);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.readdirSync(dir)).toEqual([]);
    },
  );

  /** `npm start` as the user `nobody` on `dir`: its exit status and all it printed. */
  const startAsNobody = (dir: string) => {
    const run = spawnSync(
      'setpriv',
      ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, '--import', 'tsx', 'server/main.ts'],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: os.tmpdir(), DATA_DIR: dir, PORT: '0', TSX_DISABLE_CACHE: '1' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
  };

  it.runIf(asRoot)(
    'is named in one line, without a stack, to a user who cannot write it',
    () => {
      const dir = tempDir();
      fs.chmodSync(dir, 0o755); // root's: others may read it, not write
      expect(startAsNobody(dir)).toEqual({
        status: 1,
        output: `The data folder ${dir} cannot be written by the user "nobody": give it write access, or set DATA_DIR to another folder.`,
      });
    },
    90_000,
  );

  it.runIf(asRoot)(
    "is named in one paragraph, without a stack, to a user who was given the folder but not the files root's start made",
    async () => {
      const dir = tempDir();
      await withDatabase(dir, async () => undefined);
      fs.chownSync(dir, 65534, 65534); // the folder alone, not `chown -R`
      expect(startAsNobody(dir)).toEqual({
        status: 1,
        output:
          `The data folder ${dir} holds files of another user than "nobody", who runs the server: postgres (distributor-db), ` +
          `db-password (root). A folder where the server ran as root holds them as root's and "distributor-db"'s. Start the ` +
          `server as it ran before, or give the whole folder to "nobody" first: chown -R nobody ${dir}`,
      });
    },
    90_000,
  );
});
