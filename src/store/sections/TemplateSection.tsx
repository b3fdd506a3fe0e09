import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceInput, SelectInput, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { FormGrid } from '../../common/FormGrid';
import { ReadOnlyReference } from '../../common/ReadOnlyInput';
import { ReferenceSelectInput } from '../../common/ReferenceSelectInput';

/** The template's hours and tables fill the form, so that the user sees what the new store gets. */
function CopyFromTemplate() {
  const templateId = useWatch({ name: 'template_store_id' });
  const { setValue } = useFormContext();
  const { data: template } = useGetOne('store', { id: templateId }, { enabled: !!templateId, onError: () => undefined });
  useEffect(() => {
    if (!template) return;
    setValue('business_hours', template.business_hours, { shouldDirty: true, shouldValidate: true });
    setValue('tables', template.tables, { shouldDirty: true, shouldValidate: true });
  }, [template, setValue]);
  return null;
}

/** Which store a store's settings were copied from, shown read-only after creation. */
function TemplateOrigin() {
  const record = useRecordContext();
  if (!record?.template_store_id) return null;
  return (
    <FormGrid title="pages.store.section.template">
      <ReadOnlyReference source="template_store_id" reference="store" label="resources.store.fields.template_store_id" />
    </FormGrid>
  );
}

/**
 * A new store may copy the settings of a store of the same brand (opening hours, tables, bill
 * settings, e-menu settings); the store keeps a note of where they came from.
 */
export function TemplateSection({ creating }: { creating: boolean }) {
  const translate = useTranslate();
  const companyId = useWatch({ name: 'company_id' });
  if (!creating) return <TemplateOrigin />;
  return (
    <FormGrid title="pages.store.section.template">
      {companyId ? (
        <ReferenceInput
          source="template_store_id"
          reference="store"
          filter={{ company_id: companyId }}
          sort={{ field: 'name', order: 'ASC' }}
        >
          <ReferenceSelectInput optionText="name" label="resources.store.fields.template_store_id" emptyText="pages.store.none" />
        </ReferenceInput>
      ) : (
        // no brand yet, nothing to choose from: not a choice list loading for ever
        <SelectInput
          source="template_store_id"
          choices={[]}
          label="resources.store.fields.template_store_id"
          emptyText="pages.store.none"
          disabled
        />
      )}
      <Alert severity="info">{translate('pages.store.template.help')}</Alert>
      <CopyFromTemplate />
    </FormGrid>
  );
}
