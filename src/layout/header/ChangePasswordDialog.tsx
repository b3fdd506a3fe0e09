import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { confirmPassword, required } from '../../../resources/validation';
import { ErrorCode } from '../../../resources/errors';
import { changePassword } from '../../auth/session';
import { refusalOnField } from '../../common/field-refusals';
import { PasswordInput } from '../../common/PasswordPair';
import { useT } from '../../locale';
import { toast } from '../../notify/toast';
import { LOGIN_PATH, navigateTo } from '../../routes/navigator';

interface Values {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

function SubmitButton() {
  const t = useT();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" loading={isSubmitting}>
      {t('ra.action.confirm')}
    </Button>
  );
}

/** 'Incorrect old password' shows under the old password, besides the request layer's toast. */
const refusals = { [ErrorCode.BadOldPassword]: 'old_password' } as const;

/**
 * Old, new and confirm password (docs/domain.md messages, checked as the user types). Success ends the
 * session: the user logs in again with the new password. A wrong old password marks its field; the
 * dialog stays open.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();

  async function submit(values: Partial<Values>) {
    try {
      await changePassword(values.old_password!, values.new_password!);
    } catch (error) {
      return refusalOnField(error, refusals);
    }
    toast(t('app.password.changed'), { type: 'success' });
    navigateTo(LOGIN_PATH, { replace: true });
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="change-password">
      <Form onSubmit={submit} mode="onChange" sanitizeEmptyValues={false}>
        <DialogTitle>{t('app.password.title')}</DialogTitle>
        <DialogContent>
          <PasswordInput source="old_password" label="app.password.old" validate={required('validation.old_password_required')} fullWidth />
          <PasswordInput source="new_password" label="app.password.new" validate={required('validation.new_password_required')} fullWidth />
          <PasswordInput
            source="confirm_password"
            label="app.password.confirm"
            validate={[required('validation.confirm_password_required'), confirmPassword('new_password')]}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('ra.action.cancel')}</Button>
          <SubmitButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
