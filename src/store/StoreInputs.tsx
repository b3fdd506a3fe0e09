import { BasicsSection } from './sections/BasicsSection';
import { ContactsSection } from './sections/ContactsSection';
import { HoursSection } from './sections/HoursSection';
import { LocationSection } from './sections/LocationSection';
import { TemplateSection } from './sections/TemplateSection';
import { VersionSection } from './sections/VersionSection';

/**
 * The fields of a store in sections, shared by its add and edit pages: basics, opening hours,
 * location, contacts, version, and the template store (chosen at creation, shown afterwards).
 * Lifecycle and bill settings have calls of their own and sit beside the form (StoreEdit).
 */
export function StoreInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <BasicsSection creating={creating} />
      {creating && <TemplateSection creating />}
      <HoursSection creating={creating} />
      <LocationSection creating={creating} />
      <ContactsSection />
      <VersionSection />
      {!creating && <TemplateSection creating={false} />}
    </>
  );
}
