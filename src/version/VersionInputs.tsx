import { BooleanInput, DateTimeInput, SelectInput, TextInput } from 'react-admin';
import { VersionCreate } from '../../resources/version';
import { statusChoices } from '../common/choices';
import { FormGrid } from '../common/FormGrid';
import { keepText, lengthLimit, requiredField, requiredRule, schemaRule } from '../common/form-rules';
import { LimitedTextInput } from '../common/LimitedTextInput';
import { platformChoices } from './platforms';

const fields = VersionCreate.properties;

/** The browser's `YYYY-MM-DDTHH:mm` (local time) as the API's ISO 8601 UTC; empty: not released. */
const toInstant = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * The fields of a version, shared by its create and edit pages (limits and messages from the shared
 * schema). A platform and a version number identify a version together. A new version is enabled
 * and released now unless the user says otherwise.
 */
export function VersionInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <FormGrid>
        <LimitedTextInput source="name" schema={fields.name} required />
        <TextInput
          source="version_no"
          validate={requiredField(fields.version_no)}
          slotProps={lengthLimit(fields.version_no)}
          helperText="pages.version.version_no_hint"
        />
        <SelectInput source="platform" choices={platformChoices} validate={requiredRule()} />
        <SelectInput source="status" choices={statusChoices} validate={requiredRule()} defaultValue={creating ? 'valid' : undefined} />
        <DateTimeInput source="released_at" parse={toInstant} defaultValue={creating ? new Date().toISOString() : undefined} />
        <BooleanInput source="force_update" defaultValue={creating ? false : undefined} />
      </FormGrid>
      <TextInput
        source="download_url"
        parse={keepText}
        fullWidth
        validate={schemaRule(fields.download_url)}
        slotProps={lengthLimit(fields.download_url)}
      />
      <TextInput
        source="release_notes"
        parse={keepText}
        multiline
        minRows={3}
        fullWidth
        validate={schemaRule(fields.release_notes)}
        slotProps={lengthLimit(fields.release_notes)}
      />
    </>
  );
}
