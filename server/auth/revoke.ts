/** Revoking tokens: one place for every write that must end sessions (password changes, disabling). */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db';

/** Every open token of one account. */
export async function revokeTokensOfStaff(tx: Tx, staffId: number): Promise<void> {
  await tx.execute(sql`update tokens set revoked_at = now() where staff_id = ${staffId} and revoked_at is null`);
}

/** Every open token of every account of org `orgId` and of the orgs below it. */
export async function revokeTokensOfOrgTree(tx: Tx, orgId: number): Promise<void> {
  await tx.execute(sql`
    update tokens set revoked_at = now()
     where revoked_at is null
       and staff_id in (select s.id from staff s join orgs o on o.id = s.org_id
                         where starts_with(o.path, (select path from orgs where id = ${orgId})))`);
}
