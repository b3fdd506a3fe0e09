import type { UserInfo } from '../auth/types';

export interface StoreRights {
  edit: boolean;
  /** Stores have no enable/disable: their status is their lifecycle. */
  status: false;
  activate: boolean;
  renew: boolean;
  clearData: boolean;
  billSetting: boolean;
}

/**
 * What the user may do to one store, as the server decides it: the `perm_codes`, and the store's
 * lifecycle (a store waiting for activation is activated, an active or expired one renewed). Whether
 * its data may still be cleared is the clearing button's own concern (store-clearing.ts).
 */
export function storeRights(user: UserInfo | null, store: { id?: unknown; status?: unknown }): StoreRights {
  const has = (code: string) => !!user?.perm_codes.includes(code);
  return {
    edit: has('store:update'),
    status: false,
    activate: has('store:activate') && store.status === 'wait_activate',
    renew: has('store:renew') && (store.status === 'active' || store.status === 'expired'),
    clearData: has('store:clear_data'),
    billSetting: has('store:bill_setting'),
  };
}
