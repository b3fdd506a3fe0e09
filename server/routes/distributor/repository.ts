/** Dealers as the shared CRUD helpers read them: the SQL source and who sees which dealers. */
import { sql } from 'drizzle-orm';
import { distributorResource } from '../../../resources/distributor';
import type { Actor } from '../../auth/actor';
import { defineRepository } from '../../crud/repository';
import { selectList } from '../../crud/select';
import { allOf, columnSorts, equals, inCountries, startsWithIgnoringCase, type FilterSql, type Source } from '../../crud/source';
import { visibleRecord } from '../../crud/visibility';
import { orgs } from '../../db/schema';

const list = distributorResource.list;

const source: Source<FilterSql<typeof list.filters>> = {
  columns: selectList(distributorResource.item, 'o', { parent_name: sql`p.name` }),
  from: sql`orgs o left join orgs p on p.id = o.parent_id`,
  lockAlias: 'o',
  id: sql`o.id`,
  sorts: columnSorts(list.sorts, 'o'),
  defaultSort: list.defaultSort,
  filters: {
    name: (value) => startsWithIgnoringCase(sql`o.name`, value),
    level: equals(sql`o.level`),
    parent_id: equals(sql`o.parent_id`),
    countries: inCountries(sql`o.country`),
    status: equals(sql`o.status`),
  },
};

export const distributorRepo = defineRepository(distributorResource, {
  source,
  table: orgs,
  /** Dealers in the caller's subtree (its own org included); the staff role: only its own. */
  visible: (actor: Actor) => allOf(sql`o.type = 'dealer'`, visibleRecord(actor, 'o')),
});
