import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ReferenceInput, SelectInput, useChoicesContext, useGetOne } from 'react-admin';
import { countryChoices } from '../common/choices';
import { requiredRule } from '../common/form-rules';
import { ReadOnlyChoice } from '../common/ReadOnlyInput';
import { useCan, useUser } from '../common/use-user';

/**
 * The dealers to place a brand under: the user's own org once, as the empty choice (the dealer list
 * also holds the user's own org, which would show it twice), then the dealers below it.
 */
function DealerSelect({ ownOrgId, ownOrgName }: { ownOrgId?: number; ownOrgName: string }) {
  const { allChoices } = useChoicesContext();
  const below = (allChoices ?? []).filter((choice) => choice.id !== ownOrgId);
  return <SelectInput source="org_id" choices={below} optionText="name" label="resources.company.fields.org_id" emptyText={ownOrgName} />;
}

/**
 * Whose brand a new brand is, and so its country: the user's org by default or, for users who see
 * dealers, a dealer below it. A dealer's brand is in the dealer's country (shown, fixed); only the
 * operator's own brands take a country the user chooses.
 */
export function BrandPlacement() {
  const user = useUser();
  const seesDealers = useCan('distributor:list');
  const orgId = useWatch({ name: 'org_id' });
  const { setValue, getValues } = useFormContext();
  const { data: dealer } = useGetOne('distributor', { id: orgId }, { enabled: !!orgId, onError: () => undefined });
  const chooses = user?.org_type === 'op' && !orgId;
  const fixedCountry = orgId ? dealer?.country : user?.country;
  // set only when it changes: the page starts with the user's (CompanyCreate.tsx), and setting a
  // value draws the whole form again
  useEffect(() => {
    if (!chooses && fixedCountry && getValues('country') !== fixedCountry) setValue('country', fixedCountry, { shouldValidate: true });
  }, [chooses, fixedCountry, getValues, setValue]);
  return (
    <>
      {seesDealers && (
        <ReferenceInput source="org_id" reference="distributor" filter={{ status: 'valid' }} sort={{ field: 'name', order: 'ASC' }}>
          <DealerSelect ownOrgId={user?.org_id} ownOrgName={user?.org_name ?? ''} />
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
