import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cappedCount, TOTAL_CAP, totalOf } from '../../../../server/crud/total';

describe('the capped total of a list', () => {
  it('is exact up to the cap, and says when there are more', () => {
    expect(totalOf(0)).toEqual({ total: 0, total_capped: false });
    expect(totalOf(TOTAL_CAP)).toEqual({ total: TOTAL_CAP, total_capped: false });
    expect(totalOf(TOTAL_CAP + 1)).toEqual({ total: TOTAL_CAP, total_capped: true });
  });

  it('counts no further than one row past the cap', () => {
    const query = new PgDialect().sqlToQuery(cappedCount({ from: sql`stores s` }, sql`s.tables > ${5}`));
    expect(query.sql).toBe('(select count(*)::int from (select 1 from stores s where s.tables > $1 limit $2) as counted)');
    expect(query.params).toEqual([5, TOTAL_CAP + 1]);
  });
});
