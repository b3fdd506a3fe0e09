/**
 * SMS movements as the shared CRUD helpers read them. A caller sees the movements it paid for and
 * those received by brands and dealers it sees; the `staff` role only the recharges of its brands.
 * The payer's balance after a movement is shown only to the payer and the orgs above it (the
 * operator among them): a dealer topped up by its parent sees the movement, not its parent's balance.
 */
import { sql, type SQL } from 'drizzle-orm';
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

const sourceWith = (payerBalance: SQL) =>
  sourceOf(smsResource, {
    alias: 'r',
    from: sql`sms_records r
      join orgs po on po.id = r.org_id
      left join companies c on c.id = r.company_id
      left join orgs co on co.id = c.org_id
      left join orgs t on t.id = r.to_org_id
      left join staff st on st.id = r.staff_id`,
    computed: {
      org_name: sql`po.name`,
      company_name: sql`c.name`,
      to_org_name: sql`t.name`,
      staff_name: sql`st.name`,
      org_balance_after: payerBalance,
    },
    filters: { org_id: (value) => sql`(r.org_id = ${value} or r.to_org_id = ${value})` },
  });

export const smsRepo = defineRepository(smsResource, {
  source: sourceWith(sql`r.org_balance_after`),
  sourceFor: (actor) => sourceWith(sql`case when ${inSubtree(actor, sql`po.path`)} then r.org_balance_after end`),
  visible,
});
