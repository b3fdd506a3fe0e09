/**
 * The server hooks of stores (/store): a new store is placed in its brand's dealer (create-store.ts);
 * its hours, owner, version and name are checked on update. Its own calls: activate, renew,
 * renewals, bill_setting, bill_preview, payment, e-menu and clear_data. A store has no
 * enable/disable: its status is its licence.
 */
import { ClearData, type BusinessHours } from '../../../resources/store';
import { serverResource } from '../../crud/registry';
import { writeRoute } from '../../crud/write';
import { clearStoreData } from '../../domain/data-clearing';
import { checkOwner } from '../../domain/dealers';
import { claimStoreName, STORE_NAME_UNIQUE } from '../../domain/merchant-names';
import { assertBusinessHours, checkStoreVersion } from '../../domain/stores';
import { importRoutes } from '../../import/routes';
import { storeImport } from '../../import/store-import';
import { billRoutes } from './bill';
import { createStore } from './create-store';
import { emenuRoutes } from './emenu';
import { licenceRoutes } from './licence';
import { paymentRoutes } from './payment';
import { renewalRoutes } from './renewals';
import { storeRepo } from './repository';

const clearDataRoute = writeRoute(storeRepo, {
  path: '/clear_data',
  body: ClearData,
  action: 'clear_data',
  decide: (tx, _actor, store) => clearStoreData(tx, store),
});

export default serverResource(storeRepo, {
  create: createStore,
  update: async (tx, actor, store, input) => {
    assertBusinessHours(input.business_hours as BusinessHours[] | undefined);
    if ('owner_staff_id' in input) await checkOwner(tx, actor, input.owner_staff_id as number | null);
    // A version kept as it was stays, even if the dealer's settings no longer offer it.
    if ('version_id' in input && input.version_id !== store.version_id)
      await checkStoreVersion(tx, store.org_id, input.version_id as number | null);
    if (typeof input.name === 'string' && input.name !== store.name) {
      await claimStoreName(tx, { orgId: store.org_id, companyId: store.company_id }, input.name, store.id);
    }
    return input;
  },
  unique: STORE_NAME_UNIQUE,
  routes: [licenceRoutes, renewalRoutes, billRoutes, paymentRoutes, emenuRoutes, clearDataRoute, importRoutes(storeRepo, storeImport)],
});
