import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, named by its label everywhere. On a phone react-admin draws it as an icon
 * alone, without its name when disabled, inside a tooltip whose ref sets state as it mounts (work
 * done synchronously after the page's commit): here the icon carries the name and a native tooltip.
 */
export function NamedButton({ label, children, ...props }: ButtonProps) {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = typeof label === 'string' ? translate(label, { _: label }) : undefined;
  if (!narrow)
    return (
      <Button aria-label={name} label={label} {...props}>
        {children}
      </Button>
    );
  // what only a labelled button takes
  const { variant: _variant, alignIcon: _alignIcon, size: _size, startIcon: _start, endIcon: _end, ...iconProps } = props;
  return (
    <IconButton aria-label={name} title={name} size="large" {...iconProps}>
      {children}
    </IconButton>
  );
}
