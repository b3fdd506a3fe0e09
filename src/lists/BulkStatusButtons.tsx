import BlockIcon from '@mui/icons-material/Block';
import Alert from '@mui/material/Alert';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useTranslate, useUnselectAll } from 'react-admin';
import type { Permission } from '../../resources/permissions';
import { useCan, useUser } from '../common/use-user';
import { bulkStatus } from './bulk-api';
import { leftOutText } from './left-out';
import { statusSelection, type StatusRightsOf } from './status-left-out';

type Status = 'valid' | 'invalid';

/**
 * Enable or Disable of the selected records after one confirmation (`POST /<resource>/bulk_status`),
 * as `<resource>:status` allows: the confirmation names the selected records the user may not
 * change (`rightsOf`, the list's own rights), which are left out; any the server refuses besides
 * (a record selected but not on the page, a change since) is named after.
 */
export function BulkStatusButtons({ rightsOf }: { rightsOf: StatusRightsOf }) {
  const { resource, selectedIds, data = [] } = useListContext();
  const allowed = useCan(`${resource}:status` as Permission);
  const user = useUser();
  const notify = useNotify();
  const translate = useTranslate();
  const unselectAll = useUnselectAll(resource);
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Status | null>(null);
  const shown = data.filter((record) => selectedIds.includes(record.id));
  const { eligible, leftOut } = statusSelection(shown, user, rightsOf);
  // the selected records not on the page go as they are: the server leaves out those refused
  const sent = [...eligible.map((record) => record.id), ...selectedIds.filter((id) => !shown.some((record) => record.id === id))];
  const { mutate, isPending } = useMutation({
    mutationFn: (status: Status) => bulkStatus(resource, sent, status),
    onSuccess: ({ changed, skipped: refused }) => {
      const skipped = [...leftOut, ...refused];
      // the records the user may not change are left out, by name and why; the others changed
      if (skipped.length > 0)
        notify(`${translate('pages.lists.bulk.done', { smart_count: changed })}. ${leftOutText(translate, skipped)}`, { type: 'warning' });
      else notify('pages.lists.bulk.done', { type: 'success', messageArgs: { smart_count: changed } });
      unselectAll();
      return queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onSettled: () => setAsked(null),
  });
  if (!allowed) return null;
  const verb = asked === 'valid' ? 'enable' : 'disable';
  return (
    <>
      <Button label="pages.lists.bulk.enable" onClick={() => setAsked('valid')} data-testid="bulk-enable">
        <CheckCircleOutlineIcon />
      </Button>
      <Button label="pages.lists.bulk.disable" color="error" onClick={() => setAsked('invalid')} data-testid="bulk-disable">
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={asked !== null}
        loading={isPending}
        title={`pages.lists.bulk.${verb}_title`}
        titleTranslateOptions={{ smart_count: sent.length }}
        content={
          <>
            {translate(`pages.lists.bulk.${verb}_content`, { smart_count: sent.length })}
            {leftOut.length > 0 && (
              <Alert severity="warning" sx={{ mt: 1 }} data-testid="bulk-left-out">
                {leftOutText(translate, leftOut)}
              </Alert>
            )}
          </>
        }
        confirmColor={asked === 'valid' ? 'primary' : 'warning'}
        onConfirm={() => asked && mutate(asked)}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
