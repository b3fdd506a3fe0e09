import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider';
import { RowAction } from './RowAction';

type Status = 'valid' | 'invalid';

/**
 * Enables or disables the row's record after a confirmation (`POST /<resource>/status`). The texts
 * of the dialog are the resource's own, `<texts>.confirm_enable|confirm_disable` (`texts` being
 * `pages.<resource>` unless the record needs others), or the app's when it has none. A refusal
 * (1003, …) is the request layer's toast; the dialog closes either way.
 */
export function StatusToggleButton({ nameSource = 'name', texts }: { nameSource?: string; texts?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (status: Status) => dataProvider.setStatus(resource!, record!.id, status),
    onSuccess: (_data, status) => {
      notify(`pages.common.${status === 'valid' ? 'enabled' : 'disabled'}`, { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: [resource] });
    },
    onSettled: () => setOpen(false),
  });
  if (!record || !resource) return null;

  const enabling = record.status !== 'valid';
  const next: Status = enabling ? 'valid' : 'invalid';
  const verb = enabling ? 'enable' : 'disable';
  const name = String(record[nameSource] ?? record.id);
  return (
    <>
      <RowAction
        label={`pages.common.${verb}`}
        icon={enabling ? <CheckCircleOutlineIcon /> : <BlockIcon />}
        color={enabling ? 'success' : 'error'}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`pages.common.confirm_${verb}_title`}
        titleTranslateOptions={{ name }}
        content={`${texts ?? `pages.${resource}`}.confirm_${verb}`}
        contentTranslateOptions={{ name, _: translate(`pages.common.confirm_${verb}`, { name }) }}
        confirmColor={enabling ? 'primary' : 'warning'}
        onConfirm={() => mutate(next)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
