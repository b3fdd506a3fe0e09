import type { RaRecord } from 'react-admin';
import { RecordHistory } from '../audit/RecordHistory';
import { EditPage } from '../common/FormPages';
import { useUser } from '../common/use-user';
import { DealerStanding } from './DealerStanding';
import { dealerRights } from './dealer-rights';
import { DisabledNotice } from './DisabledBy';
import { DistributorInputs } from './DistributorInputs';

/** A dealer's details (/distributor/edit?id=…), with its level, upstream dealer and quota shown read-only. */
export default function DistributorEdit() {
  const user = useUser();
  return (
    <EditPage
      canSave={(dealer: RaRecord) => dealerRights(user, dealer).edit}
      below={
        <>
          <DisabledNotice />
          <RecordHistory resource="distributor" />
        </>
      }
    >
      <DealerStanding />
      <DistributorInputs />
    </EditPage>
  );
}
