import type { RaRecord } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { EditPage } from '../common/FormPages';
import { useUser } from '../common/use-user';
import { SignInStateAlert } from './SignInStateAlert';
import { staffRights } from './staff-rights';
import { StaffInputs } from './StaffInputs';
import { SyncOwnInfo } from './SyncOwnInfo';

/** An employee's details (/employee/edit?id=…); read-only for one the user does not manage. */
export default function StaffEdit() {
  const user = useUser();
  return (
    <EditPage canSave={(member: RaRecord) => staffRights(user, member).edit} below={<RecordHistory resource="staff" />}>
      <SignInStateAlert />
      <StaffInputs />
      <SyncOwnInfo />
    </EditPage>
  );
}
