import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, named by its label everywhere: on a phone react-admin draws a disabled
 * Button as an icon alone, without the name it gives it otherwise.
 */
export function NamedButton(props: ButtonProps) {
  const translate = useTranslate();
  const name = typeof props.label === 'string' ? translate(props.label, { _: props.label }) : undefined;
  return <Button aria-label={name} {...props} />;
}
