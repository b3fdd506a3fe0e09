import LockResetIcon from '@mui/icons-material/LockReset';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { checkedOnChange, submitTo } from '../common/form-rules';
import { FormSaveButton } from '../common/FormSaveButton';
import { RowAction } from '../common/RowAction';
import { PasswordPair } from '../common/PasswordPair';
import { http } from '../http';
import { md5 } from '../http/md5';

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
    // the form's values also hold the row's record: send only what the call takes
    mutationFn: (values: Record<string, unknown>) =>
      http.post<null>('/staff/reset_password', { id: record!.id, new_password: md5(String(values.new_password)) }),
    onSuccess: () => {
      notify('pages.staff.reset_done', { type: 'success', messageArgs: { name: record?.name } });
      setOpen(false);
    },
  });
  if (!record) return null;
  return (
    <>
      <RowAction label="pages.staff.action.reset_password" icon={<LockResetIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" data-testid="reset-password">
        <Form {...checkedOnChange} onSubmit={submitTo(mutateAsync)}>
          <DialogTitle>{translate('pages.staff.reset_title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <PasswordPair source="new_password" label="resources.staff.fields.new_password" />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <FormSaveButton label="ra.action.confirm" icon={<LockResetIcon />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
