import LockResetIcon from '@mui/icons-material/LockReset';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form } from 'react-admin';
import { md5 } from '../http/md5';
import { checkedOnChange, submitTo } from './form-rules';
import { FormSaveButton } from './FormSaveButton';
import { PasswordPair } from './PasswordPair';
import { DialogTextButton } from './DialogTextButton';

export interface NewPasswordDialogProps {
  /** The translated title (whose password is set). */
  title: string;
  /** Sends the new password, as its lowercase hex MD5 digest (passwords never travel in clear). */
  onSubmit: (passwordMd5: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/**
 * A new password and its confirmation for someone else's account (an employee's reset, a dealer
 * admin's rescue). A refusal is the request layer's toast and the dialog stays open.
 */
export function NewPasswordDialog({ title, onSubmit, onClose, testId }: NewPasswordDialogProps) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={testId}>
      {/* its own record: the row's record around the dialog must not fill the form */}
      <Form record={{}} {...checkedOnChange} onSubmit={submitTo((values) => onSubmit(md5(String(values.new_password))))}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <PasswordPair source="new_password" label="resources.staff.fields.new_password" />
        </DialogContent>
        <DialogActions>
          <DialogTextButton label="ra.action.cancel" onClick={onClose} />
          <FormSaveButton label="ra.action.confirm" icon={<LockResetIcon />} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
