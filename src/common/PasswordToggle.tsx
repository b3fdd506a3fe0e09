import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

/**
 * The eye at the end of every password field (login page, forms, dialogs), with one meaning: it
 * shows what a click does. An open eye shows the password, a crossed-out eye hides it again; its
 * label ('Show password' / 'Hide password') says the same. No react-admin here: the login page's
 * light entry uses the button.
 */
export function PasswordToggle(props: ToggleProps) {
  return (
    <InputAdornment position="end">
      <PasswordToggleButton {...props} />
    </InputAdornment>
  );
}

type ToggleProps = { shown: boolean; onToggle: () => void; label: string };

/** The eye alone, for a field that is not MUI's (the login page's, src/pages/login/LoginField.tsx). */
export function PasswordToggleButton({ shown, onToggle, label }: ToggleProps) {
  return (
    <IconButton edge="end" onClick={onToggle} aria-label={label} data-testid="password-toggle" data-shown={shown}>
      {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconButton>
  );
}

/** The i18n key of the toggle's label: what a click does. */
export const passwordToggleLabel = (shown: boolean) => (shown ? 'app.login.hide_password' : 'app.login.show_password');
