/** POS versions as the shared CRUD helpers read them: every signed-in user reads every version. */
import { sql } from 'drizzle-orm';
import { Version, versionList } from '../../../resources/version';
import { equals, iso, startsWithIgnoringCase, type FilterSql, type Source, columnSorts } from '../../crud/source';
import type { Resource } from '../../crud/write';
import { versions } from '../../db/schema';

const source: Source<FilterSql<typeof versionList.filters>> = {
  columns: sql`v.id, v.name, v.version_no, v.platform, v.download_url, v.release_notes, v.force_update, v.status,
    ${iso(sql`v.released_at`)} as released_at, ${iso(sql`v.created_at`)} as created_at`,
  from: sql`versions v`,
  lockAlias: 'v',
  id: sql`v.id`,
  sorts: {
    ...columnSorts(versionList.sorts, 'v'),
    released_at: sql`coalesce(v.released_at, '-infinity'::timestamptz)`,
  },
  defaultSort: versionList.defaultSort,
  filters: {
    name: (value) => startsWithIgnoringCase(sql`v.name`, value),
    os: equals(sql`v.platform`),
    status: equals(sql`v.status`),
  },
};

export const versionResource: Resource<Version> = {
  name: 'version',
  item: Version,
  source,
  table: versions,
  visible: () => sql`true`,
};
