import { CreatePage } from '../common/FormPages';
import { VersionInputs } from './VersionInputs';

/** New version (/version/edit without an id), released now unless another time is chosen. */
export default function VersionCreatePage() {
  return (
    <CreatePage>
      <VersionInputs creating />
    </CreatePage>
  );
}
