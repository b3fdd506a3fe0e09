/** Dealers as the shared CRUD helpers read them: the SQL source and who sees which dealers. */
import { sql } from 'drizzle-orm';
import { distributorResource } from '../../../resources/distributor';
import type { Actor } from '../../auth/actor';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { allOf, inCountries } from '../../crud/source';
import { visibleRecord } from '../../crud/visibility';

export const distributorRepo = defineRepository(distributorResource, {
  source: sourceOf(distributorResource, {
    alias: 'o',
    from: sql`orgs o left join orgs p on p.id = o.parent_id left join orgs d on d.id = o.disabled_by_org_id and o.status = 'invalid'`,
    computed: {
      parent_name: sql`p.name`,
      // the level that disabled it, named as resources/distributor/disabled-by.ts names it
      disabled_by: sql`case when o.status <> 'invalid' or o.disabled_by_level is null then null when o.disabled_by_level = 0 then 'operator' else 'dealer' end`,
      disabled_by_name: sql`d.name`,
    },
    filters: { countries: inCountries(sql`o.country`) },
  }),
  /** Dealers in the caller's subtree (its own org included); the staff role: only its own. */
  visible: (actor: Actor) => allOf(sql`o.type = 'dealer'`, visibleRecord(actor, 'o')),
});
