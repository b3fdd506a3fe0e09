import type { StoreRights } from './store-rights';
import { ClearDataButton } from './ClearDataButton';
import { LicenceButton } from './LicenceButton';

/** A store's own actions, as its rights allow: activate or renew, and data clearing. */
export const storeButtons = (rights: StoreRights) => (
  <>
    {rights.activate && <LicenceButton action="activate" />}
    {rights.renew && <LicenceButton action="renew" />}
    {rights.clearData && <ClearDataButton />}
  </>
);
