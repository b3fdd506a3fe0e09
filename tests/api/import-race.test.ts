/**
 * Two imports at once on one dealer's quota, on both databases: the accounts are taken once per
 * import under the dealer's row, so together they never take more than the dealer has. The one that
 * would overdraw answers 61001 and writes nothing. An import also waits for a brand being named
 * like one of its stores, as a single create does (server/domain/merchant-names.ts), and then refuses
 * that row (2105).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { demoWorld, type DemoWorld } from '../support/demo-world';
import { postImport, xlsxOf } from '../support/import-files';
import { startTestServer, type TestServer } from '../support/server';

const HEADER = ['Brand', 'Name', 'Licence years'];
const sheet = (prefix: string, n: number) =>
  xlsxOf([HEADER, ...Array.from({ length: n }, (_, i) => ['Warung Sederhana', `${prefix} ${i}`, 1])]);

describe.each(['embedded', 'pg'] as const)('two imports at once on one quota (%s)', (db) => {
  let server: TestServer;
  let w: DemoWorld;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ db });
    w = await demoWorld(server);
    token = await new ApiClient(server.api).login('dealer1', 'dealer123');
  });
  afterAll(() => server?.close());

  const both = async (sizes: [number, number], round: string) => {
    const files = await Promise.all(sizes.map((n, i) => sheet(`Race ${round}${i}`, n)));
    return Promise.all(
      files.map((content) => postImport(server.api, '/store/import', token, { name: 'race.xlsx', content }, { dry_run: 0 })),
    );
  };
  const remaining = async () =>
    (await w.sql('select remaining_quota from orgs where id = $1', [w.org.id1])).rows[0].remaining_quota as number;
  const stores = async (round: string) =>
    (await w.sql('select count(*)::int as n from stores where name like $1', [`Race ${round}%`])).rows[0].n;

  it('never overdraws: the second of two 6-account imports on 10 accounts is refused whole', async () => {
    await w.sql('update orgs set remaining_quota = 10 where id = $1', [w.org.id1]);
    const answers = await both([6, 6], 'a');
    expect(answers.map((a) => a.code).sort()).toEqual([0, 61001]);
    expect(await remaining()).toBe(4);
    expect(await stores('a')).toBe(6);
  });

  it('takes exactly what both need when the quota holds them', async () => {
    await w.sql('update orgs set remaining_quota = 10 where id = $1', [w.org.id1]);
    const answers = await both([5, 5], 'b');
    expect(answers.map((a) => a.code)).toEqual([0, 0]);
    expect(await remaining()).toBe(0);
    expect(await stores('b')).toBe(10);
    const { rows } = await w.sql(
      `select count(*)::int as n, sum(change)::int as total from quota_log q join stores s on s.id = q.store_id where s.name like 'Race b%'`,
    );
    expect(rows[0]).toEqual({ n: 10, total: 10 });
  });

  it('waits for a brand being given a row’s store name, then refuses that row (2105)', async () => {
    await w.sql('update orgs set remaining_quota = 10 where id = $1', [w.org.id1]);
    const { rows } = await w.sql("select id from companies where org_id = $1 and name <> 'Warung Sederhana' order by id limit 1", [
      w.org.id1,
    ]);
    // a brand rename in progress, holding its name's lock as claimBrandName does (same lock key)
    const renaming = await server.server.database.pool.connect();
    try {
      await renaming.query('begin');
      await renaming.query('select pg_advisory_xact_lock($1::int, hashtext(lower($2)) & 63)', [w.org.id1, 'Race clash']);
      await renaming.query("update companies set name = 'Race clash' where id = $1", [rows[0].id]);
      let settled = false;
      const answer = postImport(
        server.api,
        '/store/import',
        token,
        { name: 'clash.xlsx', content: await xlsxOf([HEADER, ['Warung Sederhana', 'Race clash', 1]]) },
        { dry_run: 0 },
      ).finally(() => (settled = true));
      const waiting = async () =>
        (await w.sql("select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted")).rows[0].n as number;
      // the import waits on the lock (or, without it, has already answered)
      await expect.poll(async () => settled || (await waiting()) > 0, { timeout: 30_000 }).toBe(true);
      await renaming.query('commit');
      const refused = await answer;
      expect([refused.code, refused.reason]).toEqual([1001, 'name']);
      expect(await stores('Race clash')).toBe(0);
    } finally {
      await renaming.query('rollback').catch(() => undefined);
      renaming.release();
    }
  });
});
