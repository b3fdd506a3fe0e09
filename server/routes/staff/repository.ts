/** Employees as the shared CRUD helpers read them: the SQL source and who sees which accounts. */
import { sql } from 'drizzle-orm';
import { staffResource } from '../../../resources/staff';
import type { Actor } from '../../auth/actor';
import { defineRepository } from '../../crud/repository';
import { selectList } from '../../crud/select';
import { allOf, columnSorts, equals, startsWithIgnoringCase, type FilterSql, type Source } from '../../crud/source';
import { inSubtree } from '../../crud/visibility';
import { staff } from '../../db/schema';

const list = staffResource.list;

const source: Source<FilterSql<typeof list.filters>> = {
  columns: selectList(staffResource.item, 's', { org_name: sql`o.name` }),
  from: sql`staff s join orgs o on o.id = s.org_id`,
  lockAlias: 's',
  id: sql`s.id`,
  sorts: {
    ...columnSorts(list.sorts, 's'),
    last_login_at: sql`coalesce(s.last_login_at, '-infinity'::timestamptz)`,
  },
  defaultSort: list.defaultSort,
  filters: {
    account: (value) => startsWithIgnoringCase(sql`s.account`, value),
    name: (value) => startsWithIgnoringCase(sql`s.name`, value),
    role: equals(sql`s.role`),
    status: equals(sql`s.status`),
    org_id: equals(sql`s.org_id`),
  },
};

export const staffRepo = defineRepository(staffResource, {
  source,
  table: staff,
  /** Staff of the caller's org and the orgs below it; the staff role (no employee rights) only itself. */
  visible: (actor: Actor) => allOf(inSubtree(actor, sql`o.path`), actor.role === 'staff' ? sql`s.id = ${actor.staffId}` : undefined),
});
