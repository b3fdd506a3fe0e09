/**
 * `npm run seed [-- --stores N]`: writes the demo data into an empty database (the embedded one, or
 * PostgreSQL when DATABASE_URL is set), and with --stores N adds N stores of scale data.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { seedDemo } from '../server/db/seed/demo';
import { seedScaleStores } from '../server/db/seed/scale';

const { values } = parseArgs({ options: { stores: { type: 'string' } } });
const stores = values.stores === undefined ? 0 : Number(values.stores);
if (!Number.isInteger(stores) || stores < 0 || stores > 5_000_000) {
  console.error('--stores takes a whole number from 0 to 5000000');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
try {
  const { n } = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from orgs`)).rows[0];
  if (n === 0) {
    await seedDemo(database.db);
    console.log('Demo data written.');
  } else {
    console.log('The database already has data: demo data not written again.');
  }
  if (stores > 0) {
    const started = Date.now();
    await seedScaleStores(database.db, stores);
    console.log(`${stores} stores of scale data written in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
