/** The server hooks of the audit trail (/audit): its list only, filtered by exact resource and action names. */
import { sql } from 'drizzle-orm';
import { auditResource } from '../../../resources/audit';
import { serverResource } from '../../crud/registry';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { equals } from '../../crud/source';

const auditRepo = defineRepository(auditResource, {
  source: sourceOf(auditResource, {
    alias: 'a',
    from: sql`audit_log a left join staff s on s.id = a.staff_id`,
    computed: { staff_account: sql`s.account`, staff_name: sql`s.name` },
    filters: { resource: equals(sql`a.resource`), action: equals(sql`a.action`) },
  }),
});

export default serverResource(auditRepo, { detail: false });
