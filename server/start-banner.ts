/** What `npm start` prints once the server listens: where it runs, the demo logins still open, the first admin to create. */
import path from 'node:path';
import { demoPasswordAccounts } from './auth/demo-passwords';
import { CREATE_ADMIN_COMMAND, hasOperatorAdmin } from './auth/first-admin';
import type { Config } from './config';
import type { DbOrTx } from './db';
import { DEMO_LOGINS } from './db/seed/demo-data';

export interface BannerFacts {
  url: string;
  seeded: boolean;
  db: DbOrTx;
}

/**
 * Prints the banner. Its two reads (which demo logins still work, whether an operator admin
 * exists) may meet a database that went away right after the start: the banner then says so, and
 * the server goes on, as `/health` reports the database (server/main.ts must not end on it).
 */
export async function printStartBanner(config: Config, facts: BannerFacts, print: (line: string) => void = console.log): Promise<void> {
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${path.resolve(config.DATA_DIR)}`;
  print(`\nDistributor Admin is running at ${facts.url}/`);
  print(`Database: ${where}${facts.seeded ? ' (demo data written)' : ''}`);
  try {
    // only the demo logins that still work (the server's log has warned of them)
    const open = await demoPasswordAccounts(facts.db);
    const logins = DEMO_LOGINS.filter((login) => open.includes(login.account));
    if (logins.length > 0) {
      print('Demo logins (published passwords; for real use see README, "Running it for real"):');
      for (const login of logins) print(`  ${login.account.padEnd(9)} ${login.password.padEnd(10)} ${login.who}`);
    }
    if (!(await hasOperatorAdmin(facts.db))) {
      const stopFirst = config.DATABASE_URL ? '' : ' (stop this server first: the data folder is open to one process at a time)';
      print(`No operator admin exists yet. Create the first one, with the same settings${stopFirst}; it asks for the password:`);
      print(`  ${CREATE_ADMIN_COMMAND}`);
    }
  } catch (error) {
    print(`The database stopped answering as the server started (${(error as Error).message}); the server waits for it (see /health).`);
  }
  print('Press Ctrl+C to stop.\n');
}
