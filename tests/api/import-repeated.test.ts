/**
 * The import's lookups by name stay quick on a connection's later runs, on both databases. From a
 * prepared statement's sixth run PostgreSQL may keep a generic plan, in which `lower(name) = any($1)`
 * checks every store against every name: 5,000 names against 10,000 stores ran past the statement
 * timeout (1503). One connection, so every preview runs its statements on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { demoWorld, type DemoWorld } from '../support/demo-world';
import { postImport, xlsxOf } from '../support/import-files';
import { startTestServer, type TestServer } from '../support/server';

const NAMES = 5000;
const STORES = 10_000;
const RUNS = 7;

describe.each(['embedded', 'pg'] as const)('repeated imports on one connection (%s)', (db) => {
  let server: TestServer;
  let w: DemoWorld;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ db, env: { DB_POOL_SIZE: '1' } });
    w = await demoWorld(server);
    token = await new ApiClient(server.api).login('dealer1', 'dealer123');
    await w.sql(
      `insert into stores (org_id, company_id, name, country, tables)
       select o.id, c.id, 'Busy ' || g, 'ID', 1 from orgs o join companies c on c.org_id = o.id and c.name = 'Warung Sederhana',
       generate_series(1, $2::int) g where o.id = $1`,
      [w.org.id1, STORES],
    );
  });
  afterAll(() => server?.close());

  it(`previews ${NAMES} rows against ${STORES} stores ${RUNS} times, each answered`, async () => {
    const content = await xlsxOf([
      ['Brand', 'Name'],
      ...Array.from({ length: NAMES }, (_, i) => ['Warung Sederhana', `Busy ${i * 2 + 2}`]),
    ]);
    for (let run = 1; run <= RUNS; run++) {
      const answer = await postImport(server.api, '/store/import', token, { name: 'busy.xlsx', content });
      expect({ run, code: answer.code, msg: answer.msg }).toEqual({ run, code: 0, msg: expect.any(String) });
      // the names taken are found: every even one up to the 10,000 stores
      expect(answer.data.valid).toBe(0);
    }
  });
});
