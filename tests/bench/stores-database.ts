/**
 * A PostgreSQL database of the tests' server kept between bench runs: migrated, the demo data and
 * scale stores (server/db/seed/scale.ts) up to `count` stores in all; seeded only when it has fewer.
 */
import { openDatabase } from '../../server/db';
import { seedDemo } from '../../server/db/seed/demo';
import { seedScaleStores } from '../../server/db/seed/scale';
import { keptPgDatabase } from '../support/server';

export async function keptStoresDatabase(name: string, count: number, fresh = false): Promise<string> {
  const url = await keptPgDatabase(name, fresh);
  const database = await openDatabase({ databaseUrl: url, dataDir: '.', poolSize: 2 });
  try {
    const { pool, db } = database;
    const { orgs } = (await pool.query('select count(*)::int as orgs from orgs')).rows[0] as { orgs: number };
    if (orgs === 0) await seedDemo(db);
    const present = (await pool.query('select count(*)::int as n from stores')).rows[0].n as number;
    if (present >= count) console.log(`${name}: reusing its ${present.toLocaleString('en-US')} stores`);
    else {
      const started = performance.now();
      await seedScaleStores(db, count - present);
      console.log(
        `${name}: ${(count - present).toLocaleString('en-US')} stores seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await database.close();
  }
  return url;
}
