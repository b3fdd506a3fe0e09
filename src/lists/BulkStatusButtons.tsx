import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useTranslate, useUnselectAll } from 'react-admin';
import type { Permission } from '../../resources/permissions';
import { useCan } from '../common/use-user';
import { bulkStatus } from './bulk-api';
import { leftOutText } from './left-out';

type Status = 'valid' | 'invalid';

/**
 * Enable or Disable of the selected records after one confirmation (`POST /<resource>/bulk_status`),
 * as `<resource>:status` allows: the records the user may not change are left out and named.
 */
export function BulkStatusButtons() {
  const { resource, selectedIds } = useListContext();
  const allowed = useCan(`${resource}:status` as Permission);
  const notify = useNotify();
  const translate = useTranslate();
  const unselectAll = useUnselectAll(resource);
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Status | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (status: Status) => bulkStatus(resource, selectedIds, status),
    onSuccess: ({ changed, skipped }) => {
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
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content={`pages.lists.bulk.${verb}_content`}
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        confirmColor={asked === 'valid' ? 'primary' : 'warning'}
        onConfirm={() => asked && mutate(asked)}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
