import { Confirm } from 'react-admin';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ReminderSettingsDialog } from './ReminderSettingsDialog';
import { SecurityDialog } from './SecurityDialog';

export type UserDialog = 'password' | 'security' | 'reminders' | 'logout' | null;

/** The user menu's dialogs: change password, sign-in and sessions, reminder settings, and the logout confirmation (src/layout/header/UserMenu.tsx). */
export default function UserMenuDialogs({
  dialog,
  onClose,
  onLogout,
  admin,
}: {
  dialog: UserDialog;
  onClose: () => void;
  onLogout: () => void;
  /** A dealer's admin: the reminder settings offer the email digest too. */
  admin: boolean;
}) {
  return (
    <>
      <ChangePasswordDialog open={dialog === 'password'} onClose={onClose} />
      <SecurityDialog open={dialog === 'security'} onClose={onClose} />
      <ReminderSettingsDialog open={dialog === 'reminders'} onClose={onClose} admin={admin} />
      <Confirm
        isOpen={dialog === 'logout'}
        title="app.header.logout"
        content="app.header.logout_confirm"
        onConfirm={onLogout}
        onClose={onClose}
      />
    </>
  );
}
