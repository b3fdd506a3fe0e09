import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { CreatePage, useOwnCountryStart } from '../common/FormPages';
import { hashPassword } from '../common/PasswordPair';
import { useUser } from '../common/use-user';
import { DistributorInputs } from './DistributorInputs';

const createBody = hashPassword('admin_password');

/** Where the new dealer sits: one level below the user's org. */
function Placement() {
  const translate = useTranslate();
  const user = useUser();
  if (!user) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {translate('pages.distributor.placement', {
        level: translate(`pages.distributor.level.${user.org_level + 1}`),
        parent: user.org_name,
      })}
    </Alert>
  );
}

/**
 * New dealer (/distributor/edit without an id): its fields and its first admin account (an account
 * that exists already answers 2101).
 */
export default function DistributorCreate() {
  return (
    <CreatePage transform={createBody} defaultValues={useOwnCountryStart()}>
      <Placement />
      <DistributorInputs creating />
    </CreatePage>
  );
}
