import IconButton from '@mui/material/IconButton';
import { useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HoverTooltip } from './HoverTooltip';

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
  /** Takes the focus as it shows (the next action after one that removed the focused button). */
  autoFocus?: boolean;
}

/** A small icon button of a table row, with a translated tooltip. */
export function RowAction({ label, icon, to, onClick, color = 'primary', disabled, autoFocus }: RowActionProps) {
  const translate = useTranslate();
  const link = to ? ({ component: Link, to } as object) : {};
  const title = translate(label, { _: label });
  const button = (
    <IconButton aria-label={title} size="small" color={color} disabled={disabled} onClick={onClick} autoFocus={autoFocus} {...link}>
      {icon}
    </IconButton>
  );
  // a disabled button gets no pointer events: no tooltip around it
  return disabled ? button : <HoverTooltip title={title}>{button}</HoverTooltip>;
}

export interface RowDialogActionProps extends Pick<RowActionProps, 'label' | 'icon'> {
  /** The dialog, rendered only while open, for the row's record. */
  dialog: (record: RaRecord, close: () => void) => ReactNode;
}

/** A row's action that opens a dialog about the row's record (quota moves, SMS top-up). */
export function RowDialogAction({ label, icon, dialog }: RowDialogActionProps) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowAction label={label} icon={icon} onClick={() => setOpen(true)} />
      {open && dialog(record, () => setOpen(false))}
    </>
  );
}
