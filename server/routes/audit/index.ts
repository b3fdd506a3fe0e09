/**
 * The server hooks of the audit trail (/audit): its list and export, filtered by exact resource and
 * action names, the acting account's start and a time range. An entry is seen by the admins of the
 * org its staff acted for and of the orgs above it (server/crud/visibility.ts, `inSubtree`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { auditResource } from '../../../resources/audit';
import type { Actor } from '../../auth/actor';
import { serverResource } from '../../crud/registry';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { equals, startsWithIgnoringCase } from '../../crud/source';
import { inSubtree } from '../../crud/visibility';

/** The name of each kind of record the trail names, read now: a renamed store shows its new name. */
const NAMES: Record<string, SQL> = {
  store: sql`(select x.name from stores x where x.id = a.record_id)`,
  company: sql`(select x.name from companies x where x.id = a.record_id)`,
  distributor: sql`(select x.name from orgs x where x.id = a.record_id)`,
  staff: sql`(select x.name from staff x where x.id = a.record_id)`,
  version: sql`(select x.name || ' ' || x.version_no from versions x where x.id = a.record_id)`,
};

const recordName = sql`case a.resource ${sql.join(
  Object.entries(NAMES).map(([resource, name]) => sql`when ${resource} then ${name}`),
  sql` `,
)} end`;

const auditRepo = defineRepository(auditResource, {
  source: sourceOf(auditResource, {
    alias: 'a',
    from: sql`audit_log a left join staff s on s.id = a.staff_id left join orgs ao on ao.id = a.org_id`,
    orgAlias: 'ao',
    computed: { staff_account: sql`s.account`, staff_name: sql`s.name`, org_name: sql`ao.name`, record_name: recordName },
    filters: {
      resource: equals(sql`a.resource`),
      action: equals(sql`a.action`),
      staff_account: (value) => startsWithIgnoringCase(sql`s.account`, value),
      created_from: (value) => sql`a.created_at >= ${value}::timestamptz`,
      created_to: (value) => sql`a.created_at < ${value}::timestamptz`,
    },
  }),
  visible: (actor: Actor) => inSubtree(actor, sql`ao.path`),
});

export default serverResource(auditRepo, { detail: false });
