/**
 * A new dealer, one level below the caller's org, with its first admin account. The operator
 * creates level-1 dealers; a level-1 dealer (when its setting allows) creates level-2 dealers in
 * its own country; level 2 creates none (the permission refuses it).
 */
import { eq } from 'drizzle-orm';
import type { DistributorCreate } from '../../../resources/distributor';
import type { Actor } from '../../auth/actor';
import { hashPassword } from '../../auth/passwords';
import type { CreateSpec } from '../../crud/write';
import type { Tx } from '../../db';
import { dealerSettings, orgs, staff } from '../../db/schema';
import { initialVersions } from '../../domain/dealer-settings';
import { checkOwner, newDealerLevel } from '../../domain/dealers';
import { ACCOUNT_UNIQUE, assertAccountFree } from '../../domain/staff-management';

type NewDealer = Omit<DistributorCreate, 'admin_password'> & { level: number; passwordHash: string };

export async function prepareDealer(actor: Actor, { admin_password, ...body }: DistributorCreate): Promise<NewDealer> {
  return { ...body, level: newDealerLevel(actor, body.country), passwordHash: await hashPassword(admin_password) };
}

async function insertDealer(tx: Tx, actor: Actor, dealer: NewDealer): Promise<number> {
  await checkOwner(tx, actor, dealer.owner_staff_id);
  await assertAccountFree(tx, dealer.admin_account);
  const [org] = await tx
    .insert(orgs)
    .values({
      name: dealer.name,
      type: 'dealer',
      level: dealer.level,
      parentId: actor.orgId,
      country: dealer.country,
      contactName: dealer.contact_name,
      contactPhone: dealer.contact_phone,
      email: dealer.email ?? '',
      remark: dealer.remark ?? '',
      createdBy: actor.staffId,
      ownerStaffId: dealer.owner_staff_id ?? null,
    })
    .returning({ id: orgs.id });
  await tx
    .update(orgs)
    .set({ path: `${actor.orgPath}${org.id}.` })
    .where(eq(orgs.id, org.id));
  await tx.insert(staff).values({
    orgId: org.id,
    account: dealer.admin_account,
    name: dealer.contact_name,
    phone: dealer.contact_phone,
    email: dealer.email ?? '',
    role: 'admin',
    passwordHash: dealer.passwordHash,
    createdBy: actor.staffId,
  });
  await tx.insert(dealerSettings).values({
    orgId: org.id,
    allowedVersionIds: await initialVersions(tx, dealer.level, actor.orgId),
    canCreateSubDealer: dealer.level === 1,
    updatedBy: actor.staffId,
  });
  return org.id;
}

export const createDealer: CreateSpec<NewDealer> & { prepare: typeof prepareDealer } = {
  unique: ACCOUNT_UNIQUE,
  audited: (dealer) => ({ admin_account: dealer.admin_account }),
  prepare: prepareDealer,
  insert: insertDealer,
};
