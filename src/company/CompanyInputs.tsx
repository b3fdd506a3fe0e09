import { SelectInput, TextInput } from 'react-admin';
import { CompanyCreate } from '../../resources/company';
import { email } from '../../resources/validation';
import { countryChoices } from '../common/choices';
import { FormGrid } from '../common/FormGrid';
import { keepText, lengthLimit, requiredField, schemaRule } from '../common/form-rules';
import { LimitedTextInput } from '../common/LimitedTextInput';
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
        {creating ? <BrandPlacement /> : <SelectInput source="country" choices={countryChoices} readOnly />}
        <TextInput source="contact_name" validate={requiredField(fields.contact_name)} slotProps={lengthLimit(fields.contact_name)} />
        <TextInput source="contact_phone" validate={requiredField(fields.contact_phone)} slotProps={lengthLimit(fields.contact_phone)} />
        <TextInput source="email" parse={keepText} validate={[email, schemaRule(fields.email)]} slotProps={lengthLimit(fields.email)} />
        <OwnerInput label="resources.company.fields.owner_staff_id" />
        {!creating && <TextInput source="org_name" readOnly />}
        {!creating && <TextInput source="admin_account" readOnly />}
      </FormGrid>
      {creating && <AdminAccountInputs title="pages.company.section.admin" account={fields.admin_account} />}
    </>
  );
}
