import { styled } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

const Frame = styled('div', { shouldForwardProp: (prop) => prop !== 'invalid' })<{ invalid: boolean }>(({ theme, invalid }) => {
  const accent = invalid ? theme.palette.error.main : theme.palette.primary.main;
  return {
    display: 'flex',
    alignItems: 'center',
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${invalid ? theme.palette.error.main : 'rgba(0, 0, 0, 0.23)'}`,
    '&:hover': { borderColor: invalid ? accent : theme.palette.text.primary },
    '&:focus-within': { borderColor: accent, boxShadow: `inset 0 0 0 1px ${accent}` },
  };
});

const Input = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  padding: '16.5px 14px',
}));

const Label = styled('label', { shouldForwardProp: (prop) => prop !== 'invalid' })<{ invalid: boolean }>(({ theme, invalid }) => ({
  ...theme.typography.body2,
  display: 'block',
  marginBottom: theme.spacing(0.75),
  color: invalid ? theme.palette.error.main : theme.palette.text.secondary,
}));

const Helper = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.error.main,
  margin: theme.spacing(0.5, 1.75, 0),
}));

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: boolean; helperText?: string; endAdornment?: ReactNode };

/**
 * A text field of the login page: its label above an outlined input, the error under it, in the
 * theme's colours. MUI's TextField and its input components weigh more than the login
 * page's entry has room for (docs/decisions/0008-light-login-and-fast-pages.md); every other
 * form uses react-admin's and MUI's inputs.
 */
export function LoginField({ label, error = false, helperText, endAdornment, ...input }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div data-testid="login-field">
      <Label htmlFor={id} invalid={error}>
        {label}
      </Label>
      <Frame invalid={error}>
        <Input id={id} aria-invalid={error} aria-describedby={helperText ? helperId : undefined} {...input} />
        {endAdornment}
      </Frame>
      {helperText && <Helper id={helperId}>{helperText}</Helper>}
    </div>
  );
}
