/** Starts the API server (and the built web app) with the configuration from the environment. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPasswordAccounts } from './auth/demo-passwords';
import { CREATE_ADMIN_COMMAND, hasOperatorAdmin } from './auth/first-admin';
import { ConfigError, loadConfig } from './config';
import { StartRefused } from './db/start-refused';
import { DEMO_LOGINS } from './db/seed/demo-data';
import { startServer } from './server';

export const WEB_ROOT = fileURLToPath(new URL('../dist', import.meta.url));

export async function main(): Promise<void> {
  let server;
  try {
    const config = loadConfig();
    server = await startServer(config, { webRoot: WEB_ROOT });
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${path.resolve(config.DATA_DIR)}`;
    console.log(`\nDistributor Admin is running at ${server.url}/`);
    console.log(`Database: ${where}${server.seeded ? ' (demo data written)' : ''}`);
    // only the demo logins that still work (the server's log has warned of them)
    const open = await demoPasswordAccounts(server.database.db);
    const logins = DEMO_LOGINS.filter((login) => open.includes(login.account));
    if (logins.length > 0) {
      console.log('Demo logins (published passwords; for real use see README, "Running it for real"):');
      for (const login of logins) console.log(`  ${login.account.padEnd(9)} ${login.password.padEnd(10)} ${login.who}`);
    }
    if (!(await hasOperatorAdmin(server.database.db))) {
      const stopFirst = config.DATABASE_URL ? '' : ' (stop this server first: the data folder is open to one process at a time)';
      console.log(`No operator admin exists yet. Create the first one, with the same settings${stopFirst}; it asks for the password:`);
      console.log(`  ${CREATE_ADMIN_COMMAND}`);
    }
    console.log('Press Ctrl+C to stop.\n');
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
