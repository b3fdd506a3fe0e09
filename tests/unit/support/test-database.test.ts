import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

/** A name made by the module as a run with that prefix (none: unset, whatever the checkout's own) loads it. */
const nameWith = async (prefix?: string) => {
  vi.resetModules();
  vi.stubEnv('TEST_DB_PREFIX', prefix);
  const { testDatabaseName } = await import('../../support/test-database');
  return testDatabaseName('server');
};

it('names the test databases with the checkout’s prefix (TEST_DB_PREFIX), da_test_ by default', async () => {
  expect(await nameWith()).toMatch(/^da_test_server_\d+_[0-9a-f]{8}$/);
  expect(await nameWith('da_wt7_')).toMatch(/^da_wt7_server_\d+_[0-9a-f]{8}$/);
  await expect(nameWith('drop table;')).rejects.toThrow(/TEST_DB_PREFIX/);
});
