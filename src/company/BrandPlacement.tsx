import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceInput, SelectInput, useGetOne } from 'react-admin';
import { countryChoices } from '../common/choices';
import { requiredRule } from '../common/form-rules';
import { ReadOnlyChoice } from '../common/ReadOnlyInput';
import { useCan, useUser } from '../common/use-user';

/**
 * Whose brand a new brand is, and so its country: the user's org by default or, for users who see
 * dealers, a dealer below it. A dealer's brand is in the dealer's country (shown, fixed); only the
 * operator's own brands take a country the user chooses.
 */
export function BrandPlacement() {
  const user = useUser();
  const seesDealers = useCan('distributor:list');
  const orgId = useWatch({ name: 'org_id' });
  const { setValue } = useFormContext();
  const { data: dealer } = useGetOne('distributor', { id: orgId }, { enabled: !!orgId, onError: () => undefined });
  const chooses = user?.org_type === 'op' && !orgId;
  const fixedCountry = orgId ? dealer?.country : user?.country;
  useEffect(() => {
    if (!chooses && fixedCountry) setValue('country', fixedCountry, { shouldValidate: true });
  }, [chooses, fixedCountry, setValue]);
  return (
    <>
      {seesDealers && (
        <ReferenceInput source="org_id" reference="distributor" filter={{ status: 'valid' }} sort={{ field: 'name', order: 'ASC' }}>
          <SelectInput optionText="name" label="resources.company.fields.org_id" emptyText={user?.org_name ?? ''} />
        </ReferenceInput>
      )}
      {chooses ? (
        <SelectInput source="country" choices={countryChoices} validate={requiredRule()} />
      ) : (
        <ReadOnlyChoice source="country" choices={countryChoices} helperText="pages.company.country_fixed" />
      )}
    </>
  );
}
