/** `GET /audit/list`: who changed what and when, for operator admins (filters: resource, record_id, staff_id, action). */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { AuditEntry, auditList } from '../../../resources/audit';
import { readRoutes } from '../../crud/read-routes';
import { equals, iso, type FilterSql, type Source } from '../../crud/source';
import type { Resource } from '../../crud/write';
import { auditLog } from '../../db/schema';

const source: Source<FilterSql<typeof auditList.filters>> = {
  columns: sql`a.id, a.staff_id, s.account as staff_account, s.name as staff_name, a.org_id, a.action,
    a.resource, a.record_id, a.changes, ${iso(sql`a.created_at`)} as created_at`,
  from: sql`audit_log a left join staff s on s.id = a.staff_id`,
  lockAlias: 'a',
  id: sql`a.id`,
  sorts: { created_at: sql`a.created_at`, id: sql`a.id` },
  defaultSort: auditList.defaultSort,
  filters: {
    resource: equals(sql`a.resource`),
    record_id: equals(sql`a.record_id`),
    staff_id: equals(sql`a.staff_id`),
    action: equals(sql`a.action`),
  },
};

/** The permission `audit:list` already limits this to operator admins, who see every row. */
const auditResource: Resource = { name: 'audit', item: AuditEntry, source, table: auditLog, visible: () => sql`true` };

export const auditRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes(auditResource, { list: auditList, permission: 'audit:list', detail: false }));
};
