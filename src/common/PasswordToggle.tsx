import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';

export type PasswordToggleProps = { shown: boolean; onToggle: () => void; label: string };

/**
 * The eye at the end of every password field (login page, forms, dialogs), with one meaning: it
 * shows what a click does. An open eye shows the password, a crossed-out eye hides it again; its
 * label ('Show password' / 'Hide password') says the same. No react-admin here: the login page's
 * light entry uses it, in a field that is not MUI's (src/pages/login/LoginField.tsx); MUI's fields
 * hold it in an adornment (./PasswordToggleAdornment.tsx).
 */
export function PasswordToggleButton({ shown, onToggle, label }: PasswordToggleProps) {
  return (
    <IconButton edge="end" onClick={onToggle} aria-label={label} data-testid="password-toggle" data-shown={shown}>
      {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconButton>
  );
}

/** The i18n key of the toggle's label: what a click does. */
export const passwordToggleLabel = (shown: boolean) => (shown ? 'app.login.hide_password' : 'app.login.show_password');
