import InputAdornment from '@mui/material/InputAdornment';
import { PasswordToggleButton, type PasswordToggleProps } from './PasswordToggle';

/**
 * The eye at the end of an MUI password field (forms, dialogs), in its adornment. Apart from
 * ./PasswordToggle.tsx so that the login page's light entry, which uses the eye alone, does not carry
 * MUI's InputAdornment.
 */
export function PasswordToggle(props: PasswordToggleProps) {
  return (
    <InputAdornment position="end">
      <PasswordToggleButton {...props} />
    </InputAdornment>
  );
}
