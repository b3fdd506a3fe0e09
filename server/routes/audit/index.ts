/** `GET /audit/list`: who changed what and when, for operator admins (filters: resource, record_id, staff_id, action). */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { auditResource } from '../../../resources/audit';
import { defineRepository } from '../../crud/repository';
import { readRoutes } from '../../crud/read-routes';
import { sourceOf } from '../../crud/select';
import { equals } from '../../crud/source';
import { auditLog } from '../../db/schema';

/** The permission `audit:list` already limits this to operator admins, who see every row. */
const auditRepo = defineRepository(auditResource, {
  source: sourceOf(auditResource, {
    alias: 'a',
    from: sql`audit_log a left join staff s on s.id = a.staff_id`,
    computed: { staff_account: sql`s.account`, staff_name: sql`s.name` },
    filters: {
      resource: equals(sql`a.resource`),
      record_id: equals(sql`a.record_id`),
      staff_id: equals(sql`a.staff_id`),
      action: equals(sql`a.action`),
    },
  }),
  table: auditLog,
  visible: () => sql`true`,
});

export const auditRoutes: FastifyPluginAsync = async (app) => {
  await app.register(readRoutes(auditRepo, { detail: false }));
};
