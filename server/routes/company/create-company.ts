/**
 * A new brand with its POS admin account: in the caller's org or a dealer below it, in the country
 * the rule gives (server/domain/brands.ts), its name free in that dealer (merchant-names.ts).
 */
import type { CompanyCreate } from '../../../resources/company';
import type { Actor } from '../../auth/actor';
import { hashPassword } from '../../auth/passwords';
import type { CreateSpec } from '../../crud/write';
import type { Tx } from '../../db';
import { companies } from '../../db/schema';
import { assertBrandAdminFree, BRAND_ADMIN_UNIQUE, placeBrand } from '../../domain/brands';
import { checkOwner } from '../../domain/dealers';
import { BRAND_NAME_UNIQUE, claimBrandName } from '../../domain/merchant-names';

type NewBrand = Omit<CompanyCreate, 'admin_password'> & { passwordHash: string };

async function insertBrand(tx: Tx, actor: Actor, brand: NewBrand): Promise<number> {
  const { orgId, country } = await placeBrand(tx, actor, brand);
  await checkOwner(tx, actor, brand.owner_staff_id);
  await claimBrandName(tx, orgId, brand.name);
  await assertBrandAdminFree(tx, brand.admin_account);
  const [row] = await tx
    .insert(companies)
    .values({
      orgId,
      name: brand.name,
      country,
      logoUrl: brand.logo_url ?? '',
      contactName: brand.contact_name,
      contactPhone: brand.contact_phone,
      email: brand.email ?? '',
      adminAccount: brand.admin_account,
      adminPasswordHash: brand.passwordHash,
      createdBy: actor.staffId,
      ownerStaffId: brand.owner_staff_id ?? null,
    })
    .returning({ id: companies.id });
  return row.id;
}

export const createBrand: CreateSpec<NewBrand> & { prepare: (actor: Actor, body: CompanyCreate) => Promise<NewBrand> } = {
  unique: { ...BRAND_ADMIN_UNIQUE, ...BRAND_NAME_UNIQUE },
  prepare: async (_actor, { admin_password, ...body }) => ({ ...body, passwordHash: await hashPassword(admin_password) }),
  insert: insertBrand,
};
