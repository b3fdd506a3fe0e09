import { useGetOne } from 'react-admin';
import { useIdParam } from '../admin/use-id-param';
import { RecordHistory } from '../audit/RecordHistory';
import { EditPage } from '../common/FormPages';
import { useUser } from '../common/use-user';
import { BillSettings } from './BillSettings';
import { EmenuLink } from './emenu/EmenuLink';
import { PaymentSection } from './payments/PaymentSection';
import { storeRights } from './store-rights';
import { StoreInputs } from './StoreInputs';
import { StoreLifecycle } from './StoreLifecycle';

/**
 * A store's page (/seller/store/edit?id=…): its lifecycle with the actions due, its fields in
 * sections, its bill settings, payments and history. Lifecycle and bill settings have calls of their own, so they
 * sit outside the form; all three read the one cached record.
 */
export default function StoreEdit() {
  const user = useUser();
  const id = useIdParam();
  const { data: store } = useGetOne('store', { id: id! }, { enabled: !!id && /^\d+$/.test(id), onError: () => undefined });
  const rights = store ? storeRights(user, store) : undefined;
  return (
    <>
      {store && <StoreLifecycle store={store} />}
      <EditPage canSave={(record) => storeRights(user, record).edit}>
        <StoreInputs />
      </EditPage>
      {store && rights && <BillSettings store={store} editable={rights.billSetting} />}
      {store && <EmenuLink store={store} />}
      {store && <PaymentSection store={store} />}
      <RecordHistory resource="store" />
    </>
  );
}
