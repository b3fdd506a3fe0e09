/** POS versions as the shared CRUD helpers read them: every signed-in user reads every version. */
import { sql } from 'drizzle-orm';
import { versionResource } from '../../../resources/version';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { equals, startsWithIgnoringCase } from '../../crud/source';
import { versions } from '../../db/schema';

export const versionRepo = defineRepository(versionResource, {
  source: sourceOf(versionResource, {
    alias: 'v',
    from: sql`versions v`,
    sorts: { released_at: sql`coalesce(v.released_at, '-infinity'::timestamptz)` },
    filters: {
      name: (value) => startsWithIgnoringCase(sql`v.name`, value),
      os: equals(sql`v.platform`),
      status: equals(sql`v.status`),
    },
  }),
  table: versions,
  visible: () => sql`true`,
});
