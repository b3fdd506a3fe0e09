import type { StoreRights } from './store-rights';
import { ClearDataButton } from './ClearDataButton';
import { LicenceButton } from './LicenceButton';

/** A store's primary action, as its rights allow: activate, or renew. */
export const storePrimary = (rights: StoreRights) =>
  rights.activate ? <LicenceButton action="activate" /> : rights.renew ? <LicenceButton action="renew" /> : null;

/** A store's other own action: data clearing. */
export const storeMenuActions = (rights: StoreRights) => rights.clearData && <ClearDataButton />;

/** Every action of a store, as its rights allow (the store page's lifecycle card). */
export const storeButtons = (rights: StoreRights) => (
  <>
    {storePrimary(rights)}
    {storeMenuActions(rights)}
  </>
);
