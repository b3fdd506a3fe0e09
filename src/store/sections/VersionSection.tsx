import { ReferenceInput, SelectInput, type RaRecord } from 'react-admin';
import { FormGrid } from '../../common/FormGrid';

const versionName = (version: RaRecord) => `${version.name} ${version.version_no ?? ''}`.trim();

/** The POS version the store runs: one of the versions its dealer may assign. */
export function VersionSection() {
  return (
    <FormGrid title="pages.store.section.version">
      <ReferenceInput source="version_id" reference="version" filter={{ status: 'valid' }} perPage={100}>
        <SelectInput optionText={versionName} label="resources.store.fields.version_id" helperText="pages.store.version_help" />
      </ReferenceInput>
    </FormGrid>
  );
}
