import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, ReferenceInput, useGetOne } from 'react-admin';
import { StoreCreate } from '../../../resources/store';
import { countryChoices } from '../../common/choices';
import { FormGrid } from '../../common/FormGrid';
import { requiredRule, schemaRule } from '../../common/form-rules';
import { LimitedTextInput } from '../../common/LimitedTextInput';
import { ReadOnlyChoice, ReadOnlyReference } from '../../common/ReadOnlyInput';
import { ReferenceSelectInput } from '../../common/ReferenceSelectInput';

const fields = StoreCreate.properties;

/** A new store is in its brand's country (time zone, currency): the country follows the brand chosen. */
function FollowBrandCountry() {
  const companyId = useWatch({ name: 'company_id' });
  const { setValue } = useFormContext();
  const { data: brand } = useGetOne('company', { id: companyId }, { enabled: !!companyId, onError: () => undefined });
  useEffect(() => {
    if (brand?.country) setValue('country', brand.country, { shouldDirty: true, shouldValidate: true });
  }, [brand?.country, setValue]);
  return null;
}

/** Brand, name, country and number of tables. The brand is chosen once, at creation. */
export function BasicsSection({ creating }: { creating: boolean }) {
  return (
    <FormGrid title="pages.store.section.basics">
      {creating ? (
        <ReferenceInput source="company_id" reference="company" filter={{ status: 'valid' }} sort={{ field: 'name', order: 'ASC' }}>
          <ReferenceSelectInput optionText="name" label="resources.store.fields.company_id" validate={requiredRule()} />
        </ReferenceInput>
      ) : (
        <ReadOnlyReference source="company_id" reference="company" label="resources.store.fields.company_id" />
      )}
      <LimitedTextInput source="name" schema={fields.name} required />
      <ReadOnlyChoice source="country" choices={countryChoices} helperText="pages.store.country_follows" />
      <NumberInput source="tables" step={1} validate={[requiredRule(), schemaRule(fields.tables)]} />
      {creating && <FollowBrandCountry />}
    </FormGrid>
  );
}
