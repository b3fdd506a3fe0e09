import { useState } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { confirmPassword } from '../../resources/validation';
import { md5 } from '../http/md5';
import { requiredRule } from './form-rules';
import { passwordToggleLabel } from './PasswordToggle';
import { PasswordToggle } from './PasswordToggleAdornment';

/**
 * A password field of a form, hidden until its eye is clicked; the eye means what it means on the
 * login page (PasswordToggle.tsx), which react-admin's own PasswordInput turns around.
 */
export function PasswordInput(props: TextInputProps) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      type={shown ? 'text' : 'password'}
      {...props}
      slotProps={{
        input: {
          endAdornment: <PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} label={translate(passwordToggleLabel(shown))} />,
        },
      }}
    />
  );
}

const confirmOf = (source: string) => `${source}_confirm`;

/** A new password and its confirmation (docs/domain.md messages); label from the resource's fields. */
export function PasswordPair({ source, label }: { source: string; label?: string }) {
  return (
    <>
      <PasswordInput source={source} label={label} validate={requiredRule()} autoComplete="new-password" />
      <PasswordInput
        source={confirmOf(source)}
        label="pages.common.confirm_password"
        validate={[requiredRule('validation.confirm_password_required'), confirmPassword(source)]}
        autoComplete="new-password"
      />
    </>
  );
}

/** The body to send: the password as its MD5 digest (passwords never travel in clear), no confirmation. */
export const hashPassword =
  (source: string) =>
  (data: Record<string, unknown>): Record<string, unknown> => {
    const { [source]: password, [confirmOf(source)]: _confirm, ...rest } = data;
    return { ...rest, [source]: md5(String(password ?? '')) };
  };
