/** The quota rule against a real PostgreSQL (a database of its own, dropped at the end). */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../server/db';
import { moveQuota } from '../../../../server/domain/quota';
import { testDatabaseName } from '../../../support/test-database';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = testDatabaseName('quota');
const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
};

let database: Database;
const ids: Record<'op' | 'parent' | 'child', number> = { op: 0, parent: 0, child: 0 };
const remaining = async (id: number) =>
  (await database.pool.query('select remaining_quota as r, quota as q from orgs where id = $1', [id])).rows[0];

beforeAll(async () => {
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  const insert = async (level: number, remainingQuota: number, parent: number | null) =>
    (
      await database.pool.query(
        `insert into orgs (name, type, level, parent_id, country, quota, remaining_quota) values ($1, $2, $3, $4, 'ID', $5, $5) returning id`,
        [`org ${level}`, level === 0 ? 'op' : 'dealer', level, parent, remainingQuota],
      )
    ).rows[0].id as number;
  ids.op = await insert(0, 0, null);
  ids.parent = await insert(1, 10, ids.op);
  ids.child = await insert(2, 0, ids.parent);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

const move = (parentId: number, childId: number, change: number, parentUnlimited = false) =>
  database.db.transaction((tx) => moveQuota(tx, { parentId, parentUnlimited, childId, change, remark: 'unit', staffId: 1 }));

describe('moving account quota', () => {
  it('allocates from a dealer to its child and logs the movement', async () => {
    await move(ids.parent, ids.child, 4);
    expect(await remaining(ids.parent)).toEqual({ r: 6, q: 10 });
    expect(await remaining(ids.child)).toEqual({ r: 4, q: 4 });
    const log = await database.pool.query('select kind, from_org_id, to_org_id, change from quota_log where to_org_id = $1', [ids.child]);
    expect(log.rows).toEqual([{ kind: 'allocate', from_org_id: ids.parent, to_org_id: ids.child, change: 4 }]);
  });

  it('refuses more than the giver has (61001), and writes nothing', async () => {
    await expect(move(ids.parent, ids.child, 7)).rejects.toMatchObject({ code: 61001 });
    await expect(move(ids.parent, ids.child, -5)).rejects.toMatchObject({ code: 61001 });
    expect(await remaining(ids.parent)).toEqual({ r: 6, q: 10 });
    expect(await remaining(ids.child)).toEqual({ r: 4, q: 4 });
  });

  it('reclaims unused accounts back to the parent', async () => {
    await move(ids.parent, ids.child, -3);
    expect(await remaining(ids.parent)).toEqual({ r: 9, q: 10 });
    expect(await remaining(ids.child)).toEqual({ r: 1, q: 1 });
  });

  it("never touches the operator's unlimited supply", async () => {
    await move(ids.op, ids.parent, 100, true);
    expect(await remaining(ids.op)).toEqual({ r: 0, q: 0 });
    expect(await remaining(ids.parent)).toEqual({ r: 109, q: 110 });
  });

  it('never overdraws under concurrent allocations: the sum is conserved', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => move(ids.parent, ids.child, 10)));
    const granted = results.filter((r) => r.status === 'fulfilled').length;
    expect(granted).toBe(10);
    expect(await remaining(ids.parent)).toEqual({ r: 9, q: 110 });
    expect(await remaining(ids.child)).toEqual({ r: 101, q: 101 });
  });
});
