/** Opens the database, writes demo data when asked, builds the app and listens. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { warnOfDemoPasswords } from './auth/demo-passwords';
import type { Config } from './config';
import { dataKeyOf } from './data-key';
import { openDatabase, type Database } from './db';
import { checkDataDirAccess } from './db/embedded/data-dir-access';
import { isLoopbackHost } from './http/loopback';
import { seedDemo } from './db/seed/demo';
import { resealLegacySecrets } from './domain/legacy-data-key';
import { checkDataKey } from './domain/secrets';
import { warmUp } from './warm-up';
import { startBackupSchedule } from './backup/schedule';
import { startDigestSchedule } from './reminders/schedule';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** True when this start wrote the demo data. */
  seeded: boolean;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: {
    webRoot?: string;
    seed?: 'auto' | 'always' | 'never';
  } = {},
): Promise<RunningServer> {
  // the first write to the data folder is the data key's: check the folder can be used before it
  if (!config.DATABASE_URL) checkDataDirAccess(config.DATA_DIR);
  config = { ...config, DATA_KEY: await dataKeyOf(config) };
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
  });
  try {
    const mode = options.seed ?? config.SEED_DEMO;
    // published passwords only where nobody else can reach them, unless asked for by name
    const embeddedOnLoopback = database.kind === 'embedded' && isLoopbackHost(config.HOST);
    const seeded = database.fresh && (mode === 'always' || (mode === 'auto' && embeddedOnLoopback));
    if (seeded) await seedDemo(database.db);
    await resealLegacySecrets(database.db, config.DATA_KEY);
    await checkDataKey(database.db, config.DATA_KEY);
    const app = await buildApp({ config, database, webRoot: options.webRoot });
    await warnOfDemoPasswords(app);
    await app.listen({ host: config.HOST, port: config.PORT });
    // in the background: requests are served meanwhile
    void warmUp(database, config.DB_POOL_SIZE, app.log);
    const backups = startBackupSchedule(config, database, app.log);
    const digests = startDigestSchedule(config, database, app.log);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
    return {
      app,
      database,
      url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
      seeded,
      async close() {
        await backups.stop();
        await digests.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
