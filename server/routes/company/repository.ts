/** Brands as the shared CRUD helpers read them: the dealer's name and the count of stores beside the brand's columns. */
import { sql } from 'drizzle-orm';
import { companyResource } from '../../../resources/company';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { inCountries } from '../../crud/source';

export const companyRepo = defineRepository(companyResource, {
  source: sourceOf(companyResource, {
    alias: 'c',
    from: sql`companies c join orgs co on co.id = c.org_id`,
    orgAlias: 'co',
    computed: {
      org_name: sql`co.name`,
      // One index-only count per brand on the page (stores_company_idx), never over the whole table.
      branch_count: sql`(select count(*)::int from stores b where b.company_id = c.id)`,
    },
    filters: { countries: inCountries(sql`c.country`) },
  }),
});
