import company from '../company';
import distributor from '../distributor';
import type { ResourceName } from '../routes/table';
import staff from '../staff';
import store from '../store';
import version from '../version';
import type { ResourceModule } from './types';

/** Every resource of the app: the API name and its folder's module. */
export const resources: Record<ResourceName, ResourceModule> = {
  distributor,
  staff,
  company,
  store,
  version,
};
