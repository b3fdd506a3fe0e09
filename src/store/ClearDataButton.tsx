import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { timeZoneOf } from '../../resources/countries';
import { clearDataDeadline, clearDataRefusal } from '../../resources/store';
import { RowAction } from '../common/RowAction';
import { useLang } from '../locale';
import { formatZoned } from '../merchant/zone';
import { clearStoreData } from './api';

/**
 * Clears the store's data (its orders and bill counters) after a confirmation that states the rule:
 * once, and only within two calendar months of the store's creation. Outside that window, or once
 * cleared, the button is disabled and its tooltip says why. A refusal (2203, 61003) is the request
 * layer's toast.
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
          disabled={!!why}
          onClick={() => setOpen(true)}
        />
      </span>
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
    </>
  );
}
