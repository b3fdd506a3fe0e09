/** POS versions as the shared CRUD helpers read them: every signed-in user reads every version. */
import { sql } from 'drizzle-orm';
import { versionResource } from '../../../resources/version';
import { defineRepository } from '../../crud/repository';
import { selectList } from '../../crud/select';
import { columnSorts, equals, startsWithIgnoringCase, type FilterSql, type Source } from '../../crud/source';
import { versions } from '../../db/schema';

const list = versionResource.list;

const source: Source<FilterSql<typeof list.filters>> = {
  columns: selectList(versionResource.item, 'v'),
  from: sql`versions v`,
  lockAlias: 'v',
  id: sql`v.id`,
  sorts: {
    ...columnSorts(list.sorts, 'v'),
    released_at: sql`coalesce(v.released_at, '-infinity'::timestamptz)`,
  },
  defaultSort: list.defaultSort,
  filters: {
    name: (value) => startsWithIgnoringCase(sql`v.name`, value),
    os: equals(sql`v.platform`),
    status: equals(sql`v.status`),
  },
};

export const versionRepo = defineRepository(versionResource, { source, table: versions, visible: () => sql`true` });
