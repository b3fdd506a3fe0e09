import { CreatePage } from '../common/FormPages';
import { hashPassword } from '../common/PasswordPair';
import { StaffInputs } from './StaffInputs';

/** New employee of the user's own org (/employee/edit without an id); an existing account answers 2101. */
export default function StaffCreate() {
  return (
    <CreatePage transform={hashPassword('password')}>
      <StaffInputs creating />
    </CreatePage>
  );
}
