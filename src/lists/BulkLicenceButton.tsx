import AutorenewIcon from '@mui/icons-material/Autorenew';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { lazy, Suspense, useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { useCan } from '../common/use-user';
import type { LicenceAction } from '../store/api';

const ICONS = { activate: <PlayCircleOutlineIcon />, renew: <AutorenewIcon /> };

/** The dialog loads when it first opens. */
const BulkLicenceDialog = lazy(() => import('./BulkLicenceDialog').then((m) => ({ default: m.BulkLicenceDialog })));

/** Activate or Renew of the selected stores, as `store:activate|renew` allows: one dialog for all of them. */
export function BulkLicenceButton({ action }: { action: LicenceAction }) {
  const { selectedIds } = useListContext();
  const allowed = useCan(`store:${action}`);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button label={`pages.lists.licence.${action}`} onClick={() => setOpen(true)} data-testid={`bulk-${action}`}>
        {ICONS[action]}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkLicenceDialog action={action} ids={selectedIds} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
