/**
 * SMS movements as the shared CRUD helpers read them. A caller sees the movements it paid for and
 * those received by brands and dealers it sees; the `staff` role only the recharges of its brands.
 */
import { sql } from 'drizzle-orm';
import { smsResource } from '../../../resources/sms';
import type { Actor } from '../../auth/actor';
import { defineRepository } from '../../crud/repository';
import { sourceOf } from '../../crud/select';
import { inSubtree, visibleRecord } from '../../crud/visibility';

function visible(actor: Actor) {
  const brandSeen = sql`(r.company_id is not null and ${visibleRecord(actor, 'co', 'c')})`;
  if (actor.role === 'staff') return brandSeen;
  return sql`(r.org_id = ${actor.orgId} or ${brandSeen} or (r.to_org_id is not null and ${inSubtree(actor, sql`t.path`)}))`;
}

export const smsRepo = defineRepository(smsResource, {
  source: sourceOf(smsResource, {
    alias: 'r',
    from: sql`sms_records r
      join orgs po on po.id = r.org_id
      left join companies c on c.id = r.company_id
      left join orgs co on co.id = c.org_id
      left join orgs t on t.id = r.to_org_id
      left join staff st on st.id = r.staff_id`,
    computed: { org_name: sql`po.name`, company_name: sql`c.name`, to_org_name: sql`t.name`, staff_name: sql`st.name` },
    filters: { org_id: (value) => sql`(r.org_id = ${value} or r.to_org_id = ${value})` },
  }),
  visible,
});
