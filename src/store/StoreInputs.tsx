import { BasicsSection } from './sections/BasicsSection';
import { ContactsSection } from './sections/ContactsSection';
import { HoursSection } from './sections/HoursSection';
import { LocationSection } from './sections/LocationSection';
import { TemplateSection } from './sections/TemplateSection';
import { VersionSection } from './sections/VersionSection';

/**
 * The fields of a new store in sections, one form: basics, the template store, opening hours,
 * location, contacts and version. A store's own page puts the same sections in forms of their own
 * (StoreEdit.tsx).
 */
export function StoreInputs() {
  return (
    <>
      <BasicsSection creating />
      <TemplateSection creating />
      <HoursSection />
      <LocationSection creating />
      <ContactsSection />
      <VersionSection />
    </>
  );
}
