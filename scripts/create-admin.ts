/**
 * `npm run create-admin -- --account NAME [--name "Full Name"]`: creates the operator and its first
 * admin in an empty database (a real deployment), or adds an operator admin to an existing one. The
 * password is read from ADMIN_PASSWORD or asked for on the terminal.
 */
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { hashPassword } from '../server/auth/passwords';
import { orgs, staff } from '../server/db/schema';
import { createOperator } from '../server/db/seed/demo';

const { values } = parseArgs({ options: { account: { type: 'string' }, name: { type: 'string' } } });
const account = values.account ?? '';
if (!/^[A-Za-z0-9_.@-]{3,50}$/.test(account)) {
  console.error('Usage: npm run create-admin -- --account NAME [--name "Full Name"]  (3-50 letters, digits, _ . @ -)');
  process.exit(1);
}
let password = process.env.ADMIN_PASSWORD ?? '';
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question(`Password for ${account}: `);
  rl.close();
}
if (password.length < 8) {
  console.error('The password needs at least 8 characters.');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  await database.db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(sql`lower(${staff.account}) = lower(${account})`);
    if (taken.length > 0) throw new Error(`The account ${account} already exists.`);
    const [operator] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, 'op'));
    const name = values.name ?? account;
    if (!operator) {
      await createOperator(tx, { account, name, password });
    } else {
      const md5 = createHash('md5').update(password).digest('hex');
      await tx.insert(staff).values({ orgId: operator.id, account, name, role: 'admin', passwordHash: await hashPassword(md5) });
    }
  });
  console.log(`Operator admin ${account} created.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
