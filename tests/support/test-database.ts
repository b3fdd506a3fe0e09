import { randomBytes } from 'node:crypto';

/**
 * The prefix of the databases the tests make on the PostgreSQL server (`TEST_DB_PREFIX`, default
 * `da_test_`): checkouts sharing one server each set their own, so that a look or a clean-up of
 * leftovers (`drop database` of a killed run's) sees their own databases only.
 */
const TEST_DB_PREFIX = process.env.TEST_DB_PREFIX ?? 'da_test_';
if (!/^[a-z_][a-z0-9_]*$/.test(TEST_DB_PREFIX))
  throw new Error(`TEST_DB_PREFIX must be lowercase letters, digits and _: ${TEST_DB_PREFIX}`);

/** A new database name for a test: the prefix, what it is for, the time and a random part. */
export const testDatabaseName = (purpose: string) => `${TEST_DB_PREFIX}${purpose}_${Date.now()}_${randomBytes(4).toString('hex')}`;
