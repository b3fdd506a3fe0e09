import Box from '@mui/material/Box';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { DistributorCreate } from '../../resources/distributor';
import { email } from '../../resources/validation';
import { countryChoices } from '../common/choices';
import { FormGrid } from '../common/FormGrid';
import { keepText, lengthLimit, requiredField, requiredRule, schemaRule } from '../common/form-rules';
import { growingLines } from '../common/growing-lines';
import { LimitedTextInput } from '../common/LimitedTextInput';
import { PasswordPair } from '../common/PasswordPair';
import { ReadOnlyChoice } from '../common/ReadOnlyInput';
import { ReferenceSelectInput } from '../common/ReferenceSelectInput';
import { useCan, useUser } from '../common/use-user';

const fields = DistributorCreate.properties;

/**
 * The country of a new dealer: any served country for a level-1 dealer (created by the operator);
 * a level-2 dealer is in its parent's country, so the field is fixed to the user's (the create
 * page's starting value, DistributorCreate.tsx).
 */
function CountryInput() {
  const user = useUser();
  const fixed = user?.org_type !== 'op';
  return fixed ? (
    <ReadOnlyChoice source="country" choices={countryChoices} helperText="pages.distributor.country_fixed" />
  ) : (
    <SelectInput source="country" choices={countryChoices} validate={requiredRule()} />
  );
}

/** The employee of the user's org a dealer is assigned to (admins and managers assign). */
function OwnerInput() {
  const user = useUser();
  return (
    <ReferenceInput
      source="owner_staff_id"
      reference="staff"
      filter={{ org_id: user?.org_id, status: 'valid' }}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ReferenceSelectInput optionText="name" label="resources.distributor.fields.owner_staff_id" />
    </ReferenceInput>
  );
}

/** The first admin account of a new dealer: account and password (sent as MD5), confirmed. */
function AdminAccountInputs() {
  return (
    <FormGrid title="pages.distributor.section.admin">
      <TextInput
        source="admin_account"
        validate={requiredField(fields.admin_account)}
        helperText="pages.common.account_hint"
        slotProps={lengthLimit(fields.admin_account)}
        autoComplete="off"
      />
      <Box />
      <PasswordPair source="admin_password" />
    </FormGrid>
  );
}

/**
 * The fields of a dealer, shared by its create and edit pages (limits and messages from the shared
 * schema and validators). Country and the admin account are chosen once, at creation.
 */
export function DistributorInputs({ creating = false }: { creating?: boolean }) {
  const assigns = useCan('staff:list');
  return (
    <>
      <FormGrid title="pages.distributor.section.basic">
        <LimitedTextInput source="name" schema={fields.name} required />
        {creating ? <CountryInput /> : <ReadOnlyChoice source="country" choices={countryChoices} />}
        <TextInput source="contact_name" validate={requiredField(fields.contact_name)} slotProps={lengthLimit(fields.contact_name)} />
        <TextInput source="contact_phone" validate={requiredField(fields.contact_phone)} slotProps={lengthLimit(fields.contact_phone)} />
        <TextInput source="email" parse={keepText} validate={[email, schemaRule(fields.email)]} slotProps={lengthLimit(fields.email)} />
        {assigns ? <OwnerInput /> : <Box />}
      </FormGrid>
      <TextInput
        source="remark"
        parse={keepText}
        fullWidth
        validate={schemaRule(fields.remark)}
        {...growingLines(2, lengthLimit(fields.remark))}
      />
      {creating && <AdminAccountInputs />}
    </>
  );
}
