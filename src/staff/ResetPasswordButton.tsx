import LockResetIcon from '@mui/icons-material/LockReset';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { NewPasswordDialog } from '../common/NewPasswordDialog';
import { RowAction } from '../common/RowAction';
import { http } from '../http';

/**
 * Sets a new password for an employee (`POST /staff/reset_password`, MD5 only); the employee's open
 * sessions end. A refusal is the request layer's toast and the dialog stays open.
 */
export function ResetPasswordButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutateAsync } = useMutation({
    mutationFn: (newPassword: string) => http.post<null>('/staff/reset_password', { id: record!.id, new_password: newPassword }),
    onSuccess: () => {
      notify('pages.staff.reset_done', { type: 'success', messageArgs: { name: record?.name } });
      setOpen(false);
    },
  });
  if (!record) return null;
  return (
    <>
      <RowAction label="pages.staff.action.reset_password" icon={<LockResetIcon />} onClick={() => setOpen(true)} />
      {open && (
        <NewPasswordDialog
          title={translate('pages.staff.reset_title', { name: record.name })}
          onSubmit={mutateAsync}
          onClose={() => setOpen(false)}
          testId="reset-password"
        />
      )}
    </>
  );
}
