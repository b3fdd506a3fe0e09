import AutorenewIcon from '@mui/icons-material/Autorenew';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { lazy, Suspense, useRef, useState } from 'react';
import { useRecordContext } from 'ra-core';
import { RowAction } from '../common/RowAction';
import type { LicenceAction } from './api';
import { keepFocusNear, takesFocusAfterActivation, wasJustActivated } from './licence-focus';

const ICONS = { activate: <PlayCircleOutlineIcon />, renew: <AutorenewIcon /> };

/** The dialog and its form load when it first opens (lists and the dashboard show the button only). */
const LicenceDialog = lazy(() => import('./LicenceDialog').then((m) => ({ default: m.LicenceDialog })));

/** The record's Activate or Renew action: opens its dialog. */
export function LicenceButton({ action }: { action: LicenceAction }) {
  const store = useRecordContext();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const [autoFocus] = useState(() => action === 'renew' && takesFocusAfterActivation(store?.id));
  if (!store) return null;
  return (
    <>
      <RowAction
        label={`pages.store.action.${action}`}
        icon={ICONS[action]}
        color="success"
        onClick={(event) => {
          trigger.current = event.currentTarget;
          setOpen(true);
        }}
        autoFocus={autoFocus}
      />
      {open && (
        <Suspense fallback={null}>
          <LicenceDialog
            store={store}
            action={action}
            onClose={() => {
              setOpen(false);
              if (action === 'activate' && trigger.current && wasJustActivated(store.id)) void keepFocusNear(trigger.current);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
