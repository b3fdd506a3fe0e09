import { TextInput } from 'react-admin';
import { CompanyCreate } from '../../resources/company';
import { email } from '../../resources/validation';
import { countryChoices } from '../common/choices';
import { FormGrid } from '../common/FormGrid';
import { keepText, lengthLimit, requiredField, schemaRule } from '../common/form-rules';
import { LimitedTextInput } from '../common/LimitedTextInput';
import { ReadOnlyChoice, ReadOnlyInput } from '../common/ReadOnlyInput';
import { AdminAccountInputs } from '../merchant/AdminAccountInputs';
import { OwnerInput } from '../merchant/OwnerInput';
import { BrandPlacement } from './BrandPlacement';
import { LogoInput } from './LogoInput';

const fields = CompanyCreate.properties;

/**
 * The fields of a brand, shared by its create and edit pages (limits and messages from the shared
 * schema and validators). Country and admin account are chosen once, at creation; the admin
 * account is shown read-only afterwards.
 */
export function CompanyInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <LogoInput />
      <FormGrid title="pages.company.section.basic">
        <LimitedTextInput source="name" schema={fields.name} required />
        {creating ? <BrandPlacement /> : <ReadOnlyChoice source="country" choices={countryChoices} />}
        <TextInput source="contact_name" validate={requiredField(fields.contact_name)} slotProps={lengthLimit(fields.contact_name)} />
        <TextInput source="contact_phone" validate={requiredField(fields.contact_phone)} slotProps={lengthLimit(fields.contact_phone)} />
        <TextInput source="email" parse={keepText} validate={[email, schemaRule(fields.email)]} slotProps={lengthLimit(fields.email)} />
        <OwnerInput label="resources.company.fields.owner_staff_id" />
        {!creating && <ReadOnlyInput source="org_name" />}
        {!creating && <ReadOnlyInput source="admin_account" />}
      </FormGrid>
      {creating && <AdminAccountInputs title="pages.company.section.admin" account={fields.admin_account} />}
    </>
  );
}
