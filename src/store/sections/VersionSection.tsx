import { useWatch } from 'react-hook-form';
import { SelectInput, useGetOne, useRecordContext } from 'react-admin';
import { FormGrid } from '../../common/FormGrid';
import { waitingChoices } from '../../common/ReferenceSelectInput';
import { useAssignableVersions } from '../assignable-versions';
import { versionName } from '../../../resources/version';

/** The dealer whose versions apply: the store's, or for a new store its brand's. */
function useStoreOrg(): number | undefined {
  const record = useRecordContext();
  const companyId = useWatch({ name: 'company_id' });
  const { data: brand } = useGetOne('company', { id: companyId }, { enabled: !record?.org_id && !!companyId, onError: () => undefined });
  return (record?.org_id as number | undefined) ?? (brand?.org_id as number | undefined);
}

/** The POS version the store runs: one of the versions its dealer may assign. */
export function VersionSection() {
  const versions = useAssignableVersions(useStoreOrg());
  const chosen: unknown = useWatch({ name: 'version_id' });
  return (
    <FormGrid title="pages.store.section.version">
      <SelectInput
        source="version_id"
        // the select itself while the versions load, not react-admin's loading input that it would replace
        choices={versions ?? waitingChoices(chosen)}
        optionText={versionName}

        emptyText="pages.store.none"
        helperText="pages.store.version_help"
      />
    </FormGrid>
  );
}
