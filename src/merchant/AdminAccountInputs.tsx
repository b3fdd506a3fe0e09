import Box from '@mui/material/Box';
import type { TSchema } from '@sinclair/typebox';
import { TextInput } from 'react-admin';
import { FormGrid } from '../common/FormGrid';
import { lengthLimit, requiredField } from '../common/form-rules';
import { PasswordPair } from '../common/PasswordPair';

/**
 * The first admin account of a new record that comes with one (a brand's POS login): account and
 * password (sent as MD5 by `hashPassword`), confirmed, under a heading.
 */
export function AdminAccountInputs({ title, account }: { title: string; account: TSchema }) {
  return (
    <FormGrid title={title}>
      <TextInput
        source="admin_account"
        validate={requiredField(account)}
        helperText="pages.common.account_hint"
        slotProps={lengthLimit(account)}
        autoComplete="off"
      />
      <Box />
      <PasswordPair source="admin_password" />
    </FormGrid>
  );
}
