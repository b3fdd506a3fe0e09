import type { ReactElement } from 'react';
import { IconButtonWithTooltip } from 'react-admin';
import { Link } from 'react-router-dom';

export interface RowActionProps {
  /** i18n key of the tooltip and accessible name. */
  label: string;
  icon: ReactElement;
  /** A link to another page, or … */
  to?: string;
  /** … an action on this page. */
  onClick?: () => void;
  color?: 'primary' | 'error' | 'success' | 'default';
  disabled?: boolean;
}

/** A small icon button of a table row, with a translated tooltip. */
export function RowAction({ label, icon, to, onClick, color = 'primary', disabled }: RowActionProps) {
  const link = to ? ({ component: Link, to } as object) : {};
  return (
    <IconButtonWithTooltip label={label} size="small" color={color} disabled={disabled} onClick={onClick} {...link}>
      {icon}
    </IconButtonWithTooltip>
  );
}
