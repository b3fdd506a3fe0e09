import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { timeZoneOf } from '../../resources/countries';
import { clearDataDeadline, clearDataRefusal } from '../../resources/store';
import { DialogTextButton } from '../common/DialogTextButton';
import { RowAction } from '../common/RowAction';
import { useLang } from '../locale';
import { formatZoned } from '../merchant/zone';
import { clearStoreData } from './api';

/**
 * Clears the store's data (its orders and bill counters) after a confirmation that states the rule:
 * once, and only within two calendar months of the store's creation. Outside that window, or once
 * cleared, the button shows as unavailable; its title says why to a mouse, and pressing it says why
 * in a dialog (a touch user has no hover). A refusal (2203, 61003) is the request layer's toast.
 */
export function ClearDataButton() {
  const store = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => clearStoreData(store!.id),
    onSuccess: () => {
      notify('pages.store.clear.done', { type: 'success', messageArgs: { name: store?.name } });
      return queryClient.invalidateQueries({ queryKey: ['store'] });
    },
    onSettled: () => setOpen(false),
  });
  // a record only partly known (react-admin keeps a created one as it was sent) waits for the full one
  if (!store?.created_at) return null;
  const timeZone = timeZoneOf(store.country);
  const until = formatZoned(clearDataDeadline(store.created_at, timeZone), store.country, lang, true);
  const refusal = clearDataRefusal({ created_at: store.created_at, data_cleared_at: store.data_cleared_at }, timeZone);
  const why =
    refusal === 'cleared'
      ? translate('pages.store.clear.already', { date: formatZoned(store.data_cleared_at, store.country, lang, true) })
      : refusal === 'too_old'
        ? translate('pages.store.clear.too_late', { date: until })
        : undefined;
  return (
    <>
      <span title={why} data-testid="clear-data">
        <RowAction
          label="pages.store.action.clear"
          icon={<DeleteSweepIcon />}
          color="error"
          unavailable={!!why}
          onClick={() => setOpen(true)}
        />
      </span>
      {why ? (
        <ClearDataRefusal open={open} why={why} onClose={() => setOpen(false)} />
      ) : (
        <Confirm
          isOpen={open}
          loading={isPending}
          title="pages.store.clear.title"
          titleTranslateOptions={{ name: store.name }}
          content="pages.store.clear.rule"
          contentTranslateOptions={{ name: store.name, date: until }}
          confirmColor="warning"
          onConfirm={() => mutate()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Why the store's data cannot be cleared, for whoever presses the button: touch, keyboard or mouse. */
function ClearDataRefusal({ open, why, onClose }: { open: boolean; why: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="clear-data-refusal" data-testid="clear-data-refusal">
      <DialogTitle id="clear-data-refusal">{translate('pages.store.clear.unavailable')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{why}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <DialogTextButton label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
