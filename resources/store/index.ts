/** The `store` resource (a brand's restaurants, each running the POS): its declaration, schemas, list and rules, shared by server and web app. */
import { defineResource } from '../define';
import { mayImport } from '../import';
import { everyone, managerOrAdmin } from '../roles';
import { storeList } from './list';
import { Store, StoreCreate, StoreUpdate } from './schema';

export * from './schema';
export * from './bill-number';
export * from './business-hours';
export * from './lifecycle';
export { storeList } from './list';

export const storeResource = defineResource({
  name: 'store',
  item: Store,
  list: storeList,
  create: StoreCreate,
  update: StoreUpdate,
  visibility: 'org_tree_owned',
  permissions: {
    list: everyone,
    create: everyone,
    update: everyone,
    activate: everyone,
    renew: everyone,
    bill_setting: managerOrAdmin,
    clear_data: managerOrAdmin,
    payment: managerOrAdmin,
    emenu: everyone,
    import: mayImport,
    export: everyone,
  },
});

declare module '../index' {
  interface DeclaredResources {
    [storeResource.name]: typeof storeResource;
  }
}
