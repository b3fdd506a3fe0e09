import type { NavSection } from '../common/sections/SectionNav';

/** The fields each form of the store page saves (src/store/StoreEdit.tsx); the others save through calls of their own. */
export const STORE_SECTION_FIELDS = {
  basics: ['name', 'tables', 'contact_name', 'contact_phone', 'email', 'owner_staff_id', 'version_id'],
  hours: ['business_hours'],
  location: ['address', 'lat', 'lng'],
} as const satisfies Record<string, readonly string[]>;

/** What the user may see on the store page, which decides the sections it has. */
export interface StoreSectionRights {
  payments: boolean;
  emenu: boolean;
  history: boolean;
}

/** The store page's sections in page order, as the navigation names them. */
export function storeSections(rights: StoreSectionRights): NavSection[] {
  const all = ['basics', 'hours', 'location', 'bill', 'payments', 'emenu', 'history'] as const;
  return all
    .filter((id) => !(id in rights) || rights[id as keyof StoreSectionRights])
    .map((id) => ({ id, label: `pages.store.nav.${id}` }));
}
