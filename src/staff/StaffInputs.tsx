import Box from '@mui/material/Box';
import { SelectInput, TextInput, useRecordContext } from 'react-admin';
import { assignableRoles, ROLES } from '../../resources/roles';
import { StaffCreate } from '../../resources/staff';
import { email } from '../../resources/validation';
import { roleChoices } from '../common/choices';
import { FormGrid } from '../common/FormGrid';
import { keepText, lengthLimit, requiredField, requiredRule, schemaRule } from '../common/form-rules';
import { LimitedTextInput } from '../common/LimitedTextInput';
import { PasswordPair } from '../common/PasswordPair';
import { useActor, useUser } from '../common/use-user';
import { staffRights } from './staff-rights';

const fields = StaffCreate.properties;

/**
 * The role: only the roles the user may give (an admin any, a manager not admin). An employee
 * whose role the user may not change (their own, or an admin seen by a manager) shows it read-only.
 */
function RoleInput({ creating }: { creating: boolean }) {
  const actor = useActor();
  const user = useUser();
  const record = useRecordContext();
  const changeable = creating || (!!record && staffRights(user, record).changeRole);
  const roles = changeable && actor ? assignableRoles(actor) : ROLES;
  return <SelectInput source="role" choices={roleChoices(roles)} validate={requiredRule()} readOnly={!changeable} />;
}

/**
 * The fields of an employee, shared by the create and edit pages (limits and messages from the
 * shared schema and validators). The account and the first password are set at creation only.
 */
export function StaffInputs({ creating = false }: { creating?: boolean }) {
  return (
    <FormGrid>
      <TextInput
        source="account"
        validate={creating ? requiredField(fields.account) : undefined}
        readOnly={!creating}
        helperText={creating ? 'pages.common.account_hint' : false}
        slotProps={lengthLimit(fields.account)}
        autoComplete="off"
      />
      <LimitedTextInput source="name" schema={fields.name} required />
      <TextInput source="phone" parse={keepText} validate={schemaRule(fields.phone)} slotProps={lengthLimit(fields.phone)} />
      <TextInput source="email" parse={keepText} validate={[email, schemaRule(fields.email)]} slotProps={lengthLimit(fields.email)} />
      <RoleInput creating={creating} />
      <Box />
      {creating && <PasswordPair source="password" />}
    </FormGrid>
  );
}
