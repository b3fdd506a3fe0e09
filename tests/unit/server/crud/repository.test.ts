/**
 * A repository made from a declaration alone (server/crud/repository.ts): its SQL source, its named
 * visibility rule, the answers of its table's unique indexes, and what it says at start when the
 * table does not fit the declaration.
 */
import { sql, type SQL } from 'drizzle-orm';
import { integer, PgDialect, pgTable, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../server/auth/actor';
import { defineRepository } from '../../../../server/crud/repository';
import { tableNamed, uniqueFieldCodes } from '../../../../server/crud/tables';
import { seesEveryRecord } from '../../../../server/crud/visibility';
import { versionResource } from '../../../../resources/version';
import { promotion, promotions } from '../../../support/declared-resource';

const dialect = new PgDialect();
const text = (query: SQL) => dialect.sqlToQuery(query);
const dealer = { orgType: 'dealer', orgPath: '1.4.', role: 'admin', staffId: 7 } as Actor;

describe('a repository from a declaration alone', () => {
  const repo = defineRepository(promotion, { table: promotions });

  it('reads the table under its own name, joined to the record’s org for an org-tree rule (org_name its name)', () => {
    expect(text(repo.source.from).sql).toBe('"promotions" join orgs "promotions_org" on "promotions_org".id = "promotions".org_id');
    expect(text(repo.source.columns).sql).toContain('promotions_org.name as "org_name"');
    expect(text(repo.visible(dealer))).toMatchObject({ sql: 'promotions_org.path like $1', params: ['1.4.%'] });
    expect(text(repo.visible({ ...dealer, orgType: 'op' })).sql).toBe('true');
  });

  it("says who sees every record (a list's query then holds its filters alone): the operator, but not its staff role under an owned rule", () => {
    expect(repo.seesAll({ ...dealer, orgType: 'op' })).toBe(true);
    expect(repo.seesAll(dealer)).toBe(false);
    expect(seesEveryRecord('org_tree_owned', { ...dealer, orgType: 'op' })).toBe(true);
    expect(seesEveryRecord('org_tree_owned', { ...dealer, orgType: 'op', role: 'staff' })).toBe(false);
    expect(seesEveryRecord('custom', { ...dealer, orgType: 'op' })).toBe(false);
  });

  it('filters a free text by its prefix and a choice by equality, and sorts an empty time as the far past', () => {
    const filter = (name: string, value: string) => text((repo.source.filters[name] as (value: string) => SQL)(value));
    expect(filter('title', 'Lun').sql).toBe("lower(promotions.title) like (lower($1) || '%')");
    expect(filter('platform', 'pos')).toMatchObject({ sql: 'promotions.platform = $1', params: ['pos'] });
    expect(text(repo.source.sorts.starts_at).sql).toBe("coalesce(promotions.starts_at, '-infinity'::timestamptz)");
    expect(text(repo.source.sorts.title).sql).toBe('promotions.title');
  });

  it('answers a unique index on plain columns with 1001 naming its last column, and leaves expression indexes alone', () => {
    // the kit's words, or the resource's own `pages.<field>_taken` (resources/version/messages.ts)
    const taken = (message: string) => ({ message, args: {} });
    expect(uniqueFieldCodes(promotions, promotion)).toEqual({
      promotions_title_uq: { code: 1001, reason: 'title', refusal: taken('validation.taken') },
    });
    expect(uniqueFieldCodes(tableNamed('versions'), versionResource)).toEqual({
      versions_no_uq: { code: 1001, reason: 'version_no', refusal: taken('pages.version.version_no_taken') },
    });
    expect(uniqueFieldCodes(tableNamed('stores'))).toEqual({});
  });

  it('says at start what its table lacks, and where a custom visibility has no SQL', () => {
    const thin = pgTable('promotions', { id: integer().primaryKey(), title: varchar({ length: 100 }) });
    expect(() => defineRepository(promotion, { table: thin })).toThrow(
      'promotion: its table has no column for org_id, platform, discount, starts_at, status, created_at',
    );
    expect(() => defineRepository({ ...promotion, visibility: 'custom' }, { table: promotions })).toThrow(/needs visible\(actor\)/);
    expect(() => defineRepository(promotion, { table: promotions, visible: () => sql`true` })).toThrow(/gives no visible/);
    expect(() => defineRepository({ ...promotion, table: 'promotion_rows' })).toThrow("server/db/schema.ts has no table 'promotion_rows'");
  });
});
