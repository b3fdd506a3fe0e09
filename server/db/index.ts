/**
 * Opens the database: a PostgreSQL server when DATABASE_URL is set, else the embedded PostgreSQL
 * cluster in the data folder (server/db/embedded/), both through the same `pg` pool, so that every
 * query takes one code path. Waits for a server that does not answer yet; applies the committed
 * migrations.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { backoff } from './backoff';
import { CLUSTER_USER, SOCKET_PORT } from './embedded/cluster';
import { startEmbedded, type EmbeddedServer } from './embedded';
import { clusterPassword } from './embedded/connection';
import { embeddedRestarts } from '../metrics/embedded';
import { createPool, retarget, type Timeouts } from './pool';
import { isDatabaseUnavailable } from './unavailable';

export { sessionStartupOptions } from './pool';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories take it so that one operation is one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** True when this open made the database's schema (a new data folder, or an empty PostgreSQL database). */
  fresh: boolean;
  /** False while the embedded PostgreSQL is down and not yet started again; always true on a server. */
  running(): boolean;
  /** Applies the committed migrations not applied yet (a restore, after loading an older schema's rows). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Timestamps come back as Date; bigint (int8) counts as numbers, which our values fit in.
pg.types.setTypeParser(20, (v) => Number(v));

/** Where a PostgreSQL URL points, without its password, for messages. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * The first query, repeated with backoff while the server cannot be reached (it is starting, or
 * restarting): a server started before its database waits for it rather than exiting.
 */
async function firstAnswer<T>(pool: pg.Pool, what: string, query: () => Promise<T>): Promise<T> {
  for (const delay = backoff(); ;) {
    try {
      return await query();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      await delay.next(`${what} (${(error as Error).message || (error as { code?: string }).code})`);
    }
  }
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
  /** Bounds of the pool's waits (server/db/pool.ts); none by default, as the long jobs want. */
  timeouts?: Timeouts;
  /** Migrations to apply at open: the committed ones by default (a restore first builds an older schema). */
  migrationsFolder?: string;
}

/**
 * Applies the committed migrations once, whatever the number of processes starting at once on one
 * database: each takes a PostgreSQL advisory lock first, and a process that waited finds them applied.
 * On a connection of its own, without the API's statement bound: a migration may take minutes.
 */
async function migrateOnce(connection: pg.PoolConfig, folder = migrationsFolder): Promise<void> {
  const pool = createPool({ ...connection, max: 1 });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema, casing: 'snake_case' }), { migrationsFolder: folder });
  } finally {
    client.release(true);
    await pool.end();
  }
}

/** The advisory lock key of the migrations (any number fixed for this application). */
const MIGRATION_LOCK = 0x64615f6d; // 'da_m'

export async function openDatabase(options: OpenOptions): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let connection: pg.PoolConfig;
  if (options.databaseUrl) {
    connection = { connectionString: options.databaseUrl };
  } else {
    const dataDir = path.resolve(options.dataDir);
    embedded = await startEmbedded(dataDir, (socketDir) => {
      embeddedRestarts.inc();
      retarget(pool, socketDir);
    });
    connection = {
      host: embedded.socketDir(),
      port: SOCKET_PORT,
      user: CLUSTER_USER,
      password: clusterPassword(dataDir),
      database: 'postgres',
    };
  }
  const pool: pg.Pool = createPool({ ...connection, max: options.poolSize }, options.timeouts);
  const close = async () => {
    await pool.end();
    await embedded?.stop();
  };
  try {
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    const what = options.databaseUrl ? describeUrl(options.databaseUrl) : 'the embedded database';
    const before = await firstAnswer(pool, what, () => pool.query(`select to_regclass('public.orgs') is null as fresh`));
    await migrateOnce(connection, options.migrationsFolder);
    return {
      db,
      pool,
      kind: embedded ? 'embedded' : 'postgres',
      fresh: before.rows[0].fresh === true,
      running: () => !embedded || embedded.running(),
      migrate: () => migrateOnce(connection),
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
