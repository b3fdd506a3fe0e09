/**
 * Whether anybody can administer this installation: an enabled admin of the operator. A start
 * without one (a first start with no demo data) prints how to make the first (server/main.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';

export const CREATE_ADMIN_COMMAND = 'npm run create-admin -- --account root --name "Root Admin"';

export async function hasOperatorAdmin(db: DbOrTx): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from staff s join orgs o on o.id = s.org_id
     where o.type = 'op' and o.status = 'valid' and s.role = 'admin' and s.status = 'valid' limit 1`);
  return rows.length > 0;
}
