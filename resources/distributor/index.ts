/** The `distributor` resource (dealers): its declaration, schemas and list, shared by server and web app. */
import { defineResource } from '../define';
import { both, hasDealerArea, managerOrAdmin, notStaff, type Rule } from '../roles';
import { distributorList } from './list';
import { Distributor, DistributorCreate, DistributorUpdate } from './schema';

export * from './schema';
export * from './disabled-by';
export { distributorList } from './list';

/** A level-1 dealer whose setting bars it creates no level-2 dealers. */
const mayCreateDealers: Rule = (a) => a.orgLevel !== 1 || a.canCreateSubDealer !== false;

export const distributorResource = defineResource({
  name: 'distributor',
  item: Distributor,
  list: distributorList,
  create: DistributorCreate,
  update: DistributorUpdate,
  table: 'orgs',
  // dealers of the caller's tree, the staff role only its own: server/routes/distributor/repository.ts
  visibility: 'custom',
  permissions: {
    list: hasDealerArea,
    create: both(hasDealerArea, mayCreateDealers),
    update: hasDealerArea,
    status: both(hasDealerArea, managerOrAdmin),
    quota: both(hasDealerArea, notStaff),
    setting: both(hasDealerArea, notStaff),
    /** Reset the password of, and re-enable, the admin accounts of the dealers below (account rescue). */
    rescue: both(hasDealerArea, managerOrAdmin),
    export: hasDealerArea,
  },
});

declare module '../index' {
  interface DeclaredResources {
    [distributorResource.name]: typeof distributorResource;
  }
}
