/** Starts the API server (and the built web app) with the configuration from the environment. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { StartRefused } from './db/start-refused';
import { startServer } from './server';
import { printStartBanner } from './start-banner';

export const WEB_ROOT = fileURLToPath(new URL('../dist', import.meta.url));

export async function main(): Promise<void> {
  let server;
  try {
    const config = loadConfig();
    server = await startServer(config, { webRoot: WEB_ROOT });
    await printStartBanner(config, { url: server.url, seeded: server.seeded, db: server.database.db });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartRefused) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const isEntry = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isEntry) await main();
