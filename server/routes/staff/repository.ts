/** Employees as the shared CRUD helpers read them: the SQL source and who sees which accounts. */
import { sql } from 'drizzle-orm';
import { staffResource } from '../../../resources/staff';
import type { Actor } from '../../auth/actor';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { allOf } from '../../crud/source';
import { inSubtree } from '../../crud/visibility';

export const staffRepo = defineRepository(staffResource, {
  source: sourceOf(staffResource, {
    alias: 's',
    from: sql`staff s join orgs o on o.id = s.org_id`,
    computed: { org_name: sql`o.name` },
  }),
  /** Staff of the caller's org and the orgs below it; the staff role (no employee rights) only itself. */
  visible: (actor: Actor) => allOf(inSubtree(actor, sql`o.path`), actor.role === 'staff' ? sql`s.id = ${actor.staffId}` : undefined),
});
