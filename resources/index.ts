/** Every resource declared in `resources/`, by its one technical name (API prefix, folder, i18n key). */
import { distributorList } from './distributor';
import { staffList } from './staff';
import { auditList } from './audit';

export const RESOURCE_LISTS = { distributor: distributorList, staff: staffList, audit: auditList } as const;
export type ResourceName = keyof typeof RESOURCE_LISTS;
