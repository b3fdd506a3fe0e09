import { ReferenceInput, SelectInput } from 'react-admin';
import { countriesFilter } from '../common/countries-filter';
import { useCan, useGlobal } from '../common/use-user';

/**
 * The list filters (and columns) that depend on how much of the tree the user sees: the dealer
 * (`org_id`) for those who see dealers, the countries for a global user (account_info `global`: the
 * operator's, the only one whose records span several). Labels are the resource's own (`resources.<name>.fields.org_name|country`).
 */
export function useScopeFilters(resource: string) {
  const global = useGlobal();
  const seesDealers = useCan('distributor:list');
  const dealer = (
    <ReferenceInput key="org_id" source="org_id" reference="distributor" sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput optionText="name" label={`resources.${resource}.fields.org_name`} size="small" />
    </ReferenceInput>
  );
  const countries = countriesFilter(`resources.${resource}.fields.country`);
  return { global, seesDealers, dealer: seesDealers ? [dealer] : [], countries: global ? [countries] : [] };
}
