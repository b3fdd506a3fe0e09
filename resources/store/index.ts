/** The `store` resource (a brand's restaurants, each running the POS), shared by server and web app. */
import { defineResource } from '../define';
import { everyone, managerOrAdmin } from '../roles';

export const storeResource = defineResource({
  name: 'store',
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
    export: everyone,
  },
});
