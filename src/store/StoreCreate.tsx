import { CreatePage } from '../common/FormPages';
import { NEW_STORE_VALUES } from './new-store';
import { StoreInputs } from './StoreInputs';

/**
 * New store (/seller/store/add), waiting for activation once saved: a name its brand already uses
 * answers 2103, the name of a brand 2105 (the request layer's toasts; the form keeps what was typed).
 */
export default function StoreCreatePage() {
  return (
    <CreatePage defaultValues={NEW_STORE_VALUES}>
      <StoreInputs />
    </CreatePage>
  );
}
