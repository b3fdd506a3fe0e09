/**
 * The server hooks of brands (/company): a new brand comes with its POS admin account, and its name
 * is free within its dealer; an owner must be an employee the caller may assign. Enable/Disable is
 * the kit's: whoever may toggle a brand it sees does, and a disabled brand takes no new store.
 */
import { serverResource } from '../../crud/registry';
import { checkOwner } from '../../domain/dealers';
import { BRAND_NAME_UNIQUE, claimBrandName } from '../../domain/merchant-names';
import { createBrand } from './create-company';
import { companyRepo } from './repository';

export default serverResource(companyRepo, {
  create: createBrand,
  update: async (tx, actor, brand, input) => {
    if ('owner_staff_id' in input) await checkOwner(tx, actor, input.owner_staff_id as number | null);
    if (typeof input.name === 'string' && input.name !== brand.name) await claimBrandName(tx, brand.org_id, input.name, brand.id);
    return input;
  },
  unique: BRAND_NAME_UNIQUE,
});
