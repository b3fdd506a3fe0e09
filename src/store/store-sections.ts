import type { NavSection } from '../common/sections/SectionNav';
import '../locale/late-texts';

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

/** The store page's sections in page order, named as their cards are. */
const SECTIONS: NavSection[] = [
  { id: 'basics', label: 'pages.store.section.basics' },
  { id: 'hours', label: 'pages.store.section.hours' },
  { id: 'location', label: 'pages.store.section.location' },
  { id: 'bill', label: 'pages.store.section.bill' },
  { id: 'payments', label: 'payment.section' },
  { id: 'emenu', label: 'emenu.card_title' },
  { id: 'history', label: 'pages.audit.history' },
];

/** The i18n key of a section's name (its card's, its link's, its save's toast's). */
export const sectionLabel = (id: string): string => SECTIONS.find((section) => section.id === id)!.label;

/** The sections the user has on the store page. */
export const storeSections = (rights: StoreSectionRights): NavSection[] =>
  SECTIONS.filter(({ id }) => !(id in rights) || rights[id as keyof StoreSectionRights]);
