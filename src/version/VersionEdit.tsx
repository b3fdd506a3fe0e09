import { EditPage } from '../common/FormPages';
import { useUser } from '../common/use-user';
import { versionRights } from './version-rights';
import { VersionInputs } from './VersionInputs';

/** A version's details (/version/edit?id=…); only the operator (not its `staff` role) saves. */
export default function VersionEdit() {
  const user = useUser();
  return (
    <EditPage canSave={() => versionRights(user).edit}>
      <VersionInputs />
    </EditPage>
  );
}
