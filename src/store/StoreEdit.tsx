import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Loading, RecordContextProvider, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useIdParam } from '../admin/use-id-param';
import { RecordHistory } from '../audit/RecordHistory';
import { DrawnInBackground } from '../common/DrawnInBackground';
import { useLeaveGuard } from '../common/leave/use-leave-guard';
import { LoadError } from '../common/LoadError';
import { PageSection } from '../common/sections/PageSection';
import { SectionNav } from '../common/sections/SectionNav';
import { SectionsEnd } from '../common/sections/SectionsEnd';
import { SectionForm } from '../common/SectionForm';
import { useCan, useUser } from '../common/use-user';
import { ZonedDateField } from '../merchant/ZonedDateField';
import { BillSettings } from './BillSettings';
import { EmenuLink } from './emenu/EmenuLink';
import { PaymentSection } from './payments/PaymentSection';
import { BasicsSection } from './sections/BasicsSection';
import { ContactsSection } from './sections/ContactsSection';
import { HoursSection } from './sections/HoursSection';
import { LocationSection } from './sections/LocationSection';
import { TemplateSection } from './sections/TemplateSection';
import { VersionSection } from './sections/VersionSection';
import { storeRights } from './store-rights';
import { sectionLabel, STORE_SECTION_FIELDS, storeSections } from './store-sections';
import { Fact, StoreSummary } from './StoreSummary';

/** A section of the store's own fields: a card holding a form with its own Save. */
function FieldsCard({
  store,
  section,
  canSave,
  later = false,
  children,
}: {
  store: RaRecord;
  section: keyof typeof STORE_SECTION_FIELDS;
  canSave: boolean;
  later?: boolean;
  children: ReactNode;
}) {
  return (
    <PageSection id={section} later={later}>
      <Card data-testid={`store-${section}`}>
        <CardContent>
          <SectionForm record={store} fields={STORE_SECTION_FIELDS[section]} canSave={canSave} name={sectionLabel(section)}>
            {children}
          </SectionForm>
        </CardContent>
      </Card>
    </PageSection>
  );
}

/**
 * When the licence began and when the store's data was cleared, in the store's time zone: read from
 * the page's record, which a licence action or a clearing changes, not from the form's.
 */
function LicenceDates({ store }: { store: RaRecord }) {
  return (
    <RecordContextProvider value={store}>
      <Stack direction="row" useFlexGap sx={{ columnGap: 3, flexWrap: 'wrap', mb: 2 }}>
        <Fact label="resources.store.fields.activated_at" testId="store-activated">
          <ZonedDateField source="activated_at" showTime empty="pages.store.not_activated" />
        </Fact>
        <Fact label="resources.store.fields.data_cleared_at" testId="store-data-cleared">
          <ZonedDateField source="data_cleared_at" showTime empty="pages.store.never_cleared" />
        </Fact>
      </Stack>
    </RecordContextProvider>
  );
}

/**
 * A store's page (/seller/store/edit?id=…): a summary that stays in view with the actions due and
 * the links to the sections, then the sections. Basics, hours and location are forms of their own,
 * each saving only its fields; bill numbers, payments and the e-menu have calls of their own. All
 * read the one cached record. Leaving with a section changed and unsaved asks first. The sections
 * below the first are drawn as they come near the view (PageSection's `later`): a phone draws its
 * first screen, not the whole page.
 */
export default function StoreEdit() {
  const translate = useTranslate();
  const user = useUser();
  const id = useIdParam();
  const sections = storeSections({ payments: useCan('store:payment'), emenu: useCan('store:emenu'), history: useCan('audit:list') });
  const { data: store, error } = useGetOne('store', { id: id! }, { enabled: !!id, onError: () => undefined });
  useLeaveGuard();
  if (error) return <LoadError error={error} />;
  if (!store) return <Loading />;
  const rights = storeRights(user, store);
  const shown = new Set(sections.map((section) => section.id));
  // the record's first arrival is a synchronous update: the page's many fields draw in a background
  // render, in slices; later changes of the record (a save, a clearing) show at once
  return (
    <DrawnInBackground fallback={<Loading />}>
      <div data-testid="store-page">
        <StoreSummary store={store}>
          <SectionNav sections={sections} label="pages.store.nav" />
        </StoreSummary>
        {!rights.edit && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="read-only">
            {translate('pages.common.read_only')}
          </Alert>
        )}
        <FieldsCard store={store} section="basics" canSave={rights.edit}>
          <LicenceDates store={store} />
          <BasicsSection creating={false} />
          <ContactsSection />
          <VersionSection />
          <TemplateSection creating={false} />
        </FieldsCard>
        <FieldsCard store={store} section="hours" canSave={rights.edit} later>
          <HoursSection />
        </FieldsCard>
        <FieldsCard store={store} section="location" canSave={rights.edit} later>
          <LocationSection creating={false} />
        </FieldsCard>
        <PageSection id="bill" later>
          <BillSettings store={store} editable={rights.billSetting} />
        </PageSection>
        {shown.has('payments') && (
          <PageSection id="payments" later>
            <PaymentSection store={store} />
          </PageSection>
        )}
        {shown.has('emenu') && (
          <PageSection id="emenu" later>
            <EmenuLink store={store} />
          </PageSection>
        )}
        {shown.has('history') && (
          <PageSection id="history" later>
            <RecordHistory resource="store" />
          </PageSection>
        )}
        <SectionsEnd />
      </div>
    </DrawnInBackground>
  );
}
