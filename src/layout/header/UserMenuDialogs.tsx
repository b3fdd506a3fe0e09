import { Confirm } from 'react-admin';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SecurityDialog } from './SecurityDialog';

export type UserDialog = 'password' | 'security' | 'logout' | null;

/** The user menu's dialogs: change password, and the logout confirmation (src/layout/header/UserMenu.tsx). */
export default function UserMenuDialogs({ dialog, onClose, onLogout }: { dialog: UserDialog; onClose: () => void; onLogout: () => void }) {
  return (
    <>
      <ChangePasswordDialog open={dialog === 'password'} onClose={onClose} />
      <SecurityDialog open={dialog === 'security'} onClose={onClose} />
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
