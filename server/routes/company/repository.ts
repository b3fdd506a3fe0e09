/** Brands as the shared CRUD helpers read them: the SQL source and who sees which brands. */
import { sql } from 'drizzle-orm';
import { companyResource } from '../../../resources/company';
import type { Actor } from '../../auth/actor';
import { defineRepository } from '../../crud/repository';
import { selectList } from '../../crud/select';
import { columnSorts, equals, inCountries, startsWithIgnoringCase, type FilterSql, type Source } from '../../crud/source';
import { visibleRecord } from '../../crud/visibility';
import { companies } from '../../db/schema';

const list = companyResource.list;

const source: Source<FilterSql<typeof list.filters>> = {
  columns: selectList(companyResource.item, 'c', {
    org_name: sql`co.name`,
    // One index-only count per brand on the page (stores_company_idx), never over the whole table.
    branch_count: sql`(select count(*)::int from stores b where b.company_id = c.id)`,
  }),
  from: sql`companies c join orgs co on co.id = c.org_id`,
  lockAlias: 'c',
  id: sql`c.id`,
  sorts: columnSorts(list.sorts, 'c'),
  defaultSort: list.defaultSort,
  filters: {
    name: (value) => startsWithIgnoringCase(sql`c.name`, value),
    org_id: equals(sql`c.org_id`),
    countries: inCountries(sql`c.country`),
    status: equals(sql`c.status`),
  },
};

export const companyRepo = defineRepository(companyResource, {
  source,
  table: companies,
  /** Brands of the caller's org and the orgs below it; the staff role: those it created or is assigned. */
  visible: (actor: Actor) => visibleRecord(actor, 'co', 'c'),
});
