import AutorenewIcon from '@mui/icons-material/Autorenew';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { RowAction } from '../common/RowAction';
import type { LicenceAction } from './api';
import { LicenceDialog } from './LicenceDialog';

const ICONS = { activate: <PlayCircleOutlineIcon />, renew: <AutorenewIcon /> };

/** The record's Activate or Renew action: opens its dialog. */
export function LicenceButton({ action }: { action: LicenceAction }) {
  const store = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!store) return null;
  return (
    <>
      <RowAction label={`pages.store.action.${action}`} icon={ICONS[action]} color="success" onClick={() => setOpen(true)} />
      {open && <LicenceDialog store={store} action={action} onClose={() => setOpen(false)} />}
    </>
  );
}
