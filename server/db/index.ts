/**
 * Opens the database: PostgreSQL through `pg` when DATABASE_URL is set, else the embedded PGlite host
 * reached through `pg` as well, so every query takes one code path. Applies committed migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { startEmbeddedHost, type EmbeddedHost } from './embedded';
import { ensureTemplate, restoreTemplateInto } from './embedded-template';
import { SOCKET_PORT } from './embedded-wire';
import { preparingClient } from './prepared-client';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories take it so that one operation is one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** True when this open made the database: the migrations created its schema, or a new data folder got the migrated template. */
  fresh: boolean;
  /**
   * Embedded only: replaces the database host by a new one on the same data, to give back the memory
   * a first start leaves in it (a new data folder's initdb and the demo seeding: 799 -> 317 MB idle).
   */
  recycle(): Promise<void>;
  /** False while the embedded database host is dead and not yet replaced; always true on a PostgreSQL server. */
  running(): boolean;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Timestamps come back as Date; bigint (int8) counts as numbers, which our values fit in.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Keeps the embedded database host running: if its process dies (the out-of-memory killer's first
 * pick, as the biggest process), a new one is started on the same data folder and the pool's next
 * connection goes to it. Calls fail only while it restarts; `/health` says so meanwhile.
 */
function supervise(
  first: EmbeddedHost,
  dataDir: string,
  pool: pg.Pool,
): { stop(): Promise<void>; restart(): Promise<void>; running(): boolean } {
  let host = first;
  let stopping = false;
  /** The host died and its replacement is not serving yet. */
  let down = false;
  /** Hosts stopped on purpose (a restart), not to be replaced by the watch. */
  const retired = new Set<EmbeddedHost>();
  const follow = (next: EmbeddedHost) => {
    host = next;
    down = false;
    (pool as unknown as { options: { host: string } }).options.host = next.socketDir;
    watch(next);
  };
  const watch = (current: EmbeddedHost) =>
    void current.exited.then(async () => {
      if (retired.has(current)) return;
      down = true;
      while (!stopping) {
        console.error('Embedded database host stopped unexpectedly: restarting it');
        try {
          return follow(await startEmbeddedHost(dataDir));
        } catch (error) {
          console.error(`Embedded database host failed to restart: ${(error as Error).message}`);
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    });
  watch(first);
  return {
    running: () => !down,
    async stop() {
      stopping = true;
      await host.stop();
    },
    /** A new host on the same data; the pool's (single) connection is closed first. Call it when no query runs. */
    async restart() {
      const client = await pool.connect();
      client.release(true);
      retired.add(host);
      await host.stop();
      follow(await startEmbeddedHost(dataDir));
    },
  };
}

/**
 * Settings of the API's database sessions (docs/decisions/0003-store-list-at-scale.md). API queries
 * are short and many run at once: parallel workers would only add processes to start on every query
 * (a capped count of a million stores: 1.8 ms alone, 11 ms with them). Random reads cost about as
 * much as sequential ones on SSD storage: the planner then takes the list's indexes rather than scans
 * whose time depends on where the matching rows happen to lie (a count's p99: 62 ms -> 3 ms).
 */
const SESSION_SETTINGS = { max_parallel_workers_per_gather: '0', random_page_cost: '1.1' };
export const sessionStartupOptions = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');
const asStatements = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `set ${name} = ${value};`)
  .join(' ');

/** Creates and migrates an embedded database in `dataDir` (the template's maker: no template used). */
async function migrateEmbedded(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, poolSize: 1, template: false });
  await database.close();
}

/** Makes the migrated template for the current migrations in `templatesDir` (`npm run build`). */
export async function makeEmbeddedTemplate(templatesDir: string): Promise<string> {
  return ensureTemplate(migrationsFolder, migrateEmbedded, templatesDir);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
  /** A new embedded data folder starts from the migrated template (embedded-template.ts); default true. */
  template?: boolean;
}): Promise<Database> {
  const dataDir = path.resolve(options.dataDir);
  const restored =
    !options.databaseUrl &&
    options.template !== false &&
    (await restoreTemplateInto(dataDir, () => ensureTemplate(migrationsFolder, migrateEmbedded)));
  const embedded = options.databaseUrl ? undefined : await startEmbeddedHost(dataDir);
  const pool = new pg.Pool(
    embedded
      ? // PGlite is one session: a single connection, never closed for idleness, keeps
        // transactions from interleaving; its queries are prepared once (prepared-client.ts).
        {
          host: embedded.socketDir,
          port: SOCKET_PORT,
          user: 'postgres',
          database: 'postgres',
          max: 1,
          idleTimeoutMillis: 0,
          Client: preparingClient(),
        }
      : { connectionString: options.databaseUrl, max: options.poolSize, options: sessionStartupOptions },
  );

  pool.on('error', () => {
    /* an idle client dropped; the pool replaces it */
  });
  const host = embedded && supervise(embedded, dataDir, pool);
  try {
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    // The embedded database is one session, whatever connection reaches it: its settings are set once.
    if (embedded) await pool.query(asStatements);
    const before = await pool.query(`select to_regclass('public.orgs') is null as fresh`);
    await migrate(db, { migrationsFolder });
    return {
      db,
      pool,
      kind: embedded ? 'pglite' : 'postgres',
      fresh: restored || before.rows[0].fresh === true,
      recycle: async () => host?.restart(),
      running: () => !host || host.running(),
      async close() {
        await pool.end();
        await host?.stop();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    await host?.stop();
    throw error;
  }
}
