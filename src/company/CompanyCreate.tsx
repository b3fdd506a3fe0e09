import { CreatePage, useOwnCountryStart } from '../common/FormPages';
import { hashPassword } from '../common/PasswordPair';
import { CompanyInputs } from './CompanyInputs';

const createBody = hashPassword('admin_password');

/**
 * New brand of the user's org (/seller/company/add) with its POS admin account: an account that
 * exists answers 2102, a name the org already uses 2104 (the request layer's toasts).
 */
export default function CompanyCreatePage() {
  return (
    <CreatePage transform={createBody} defaultValues={useOwnCountryStart()}>
      <CompanyInputs creating />
    </CreatePage>
  );
}
