/**
 * The embedded database: a PostgreSQL cluster in the data folder, started and watched by the server.
 * One server per data folder (its lock); a PostgreSQL that dies is started again on the same data,
 * and the pool's next connections go to it.
 */
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { backoff } from '../backoff';
import { ensurePasswordFile, secureCluster } from './authentication';
import { ensureCluster, startPostmaster, type Postmaster } from './cluster';
import { checkDataDirAccess } from './data-dir-access';
import { refuseLegacyFolder } from './legacy-folder';
import { databaseRunAs, letThrough, type RunAs } from './run-as';

export interface EmbeddedServer {
  /** Folder of the current socket (it changes when PostgreSQL is started again). */
  socketDir(): string;
  /** False while PostgreSQL is down and not yet started again. */
  running(): boolean;
  /** True when this start made the cluster (a new data folder). */
  created: boolean;
  stop(): Promise<void>;
}

/** A start that failed only because the last PostgreSQL's processes are still going away. */
const isLeftover = (error: Error) => /shared memory block is still in use|lock file .* already exists/i.test(error.message);
const LEFTOVER_WAIT_MS = 30_000;

async function startWhenFree(dataDir: string, runAs: RunAs | undefined): Promise<Postmaster> {
  const until = Date.now() + LEFTOVER_WAIT_MS;
  for (const delay = backoff(); ;) {
    try {
      return await startPostmaster(dataDir, runAs);
    } catch (error) {
      if (!isLeftover(error as Error) || Date.now() > until) throw error;
      await delay.next('the processes of the last embedded database to end');
    }
  }
}

export async function startEmbedded(dataDir: string, onRestarted: (socketDir: string) => void): Promise<EmbeddedServer> {
  checkDataDirAccess(dataDir);
  const release = lockDataDir(dataDir);
  let current: Postmaster;
  let created: boolean;
  try {
    refuseLegacyFolder(dataDir);
    const runAs = databaseRunAs();
    // As root, PostgreSQL runs as another user, who must pass through the data folder to its cluster.
    letThrough(dataDir, runAs);
    created = await ensureCluster(dataDir, () => ensurePasswordFile(dataDir), runAs);
    await secureCluster(dataDir, runAs, created);
    current = await startWhenFree(dataDir, runAs);
    let stopping = false;
    let down = false;
    const watch = (postmaster: Postmaster) =>
      void postmaster.exited.then(async () => {
        if (stopping) return;
        down = true;
        console.error(`The embedded database stopped unexpectedly (see ${path.join(dataDir, 'postgres.log')}): starting it again.`);
        for (const delay = backoff(); !stopping;) {
          try {
            current = await startPostmaster(dataDir, runAs);
            if (stopping) return void (await current.stop());
            down = false;
            onRestarted(current.socketDir);
            return watch(current);
          } catch (error) {
            await delay.next(`the embedded database to start again (${(error as Error).message.split('\n')[0]})`);
          }
        }
      });
    watch(current);
    return {
      socketDir: () => current.socketDir,
      running: () => !down,
      created,
      async stop() {
        stopping = true;
        await current.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
