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
    from: sql`orgs o left join orgs p on p.id = o.parent_id`,
    computed: { parent_name: sql`p.name` },
    filters: { countries: inCountries(sql`o.country`) },
  }),
  /** Dealers in the caller's subtree (its own org included); the staff role: only its own. */
  visible: (actor: Actor) => allOf(sql`o.type = 'dealer'`, visibleRecord(actor, 'o')),
});
