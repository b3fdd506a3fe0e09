import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { createContext, useContext, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HoverTooltip } from './HoverTooltip';

/**
 * How a row's actions show: small icon buttons with tooltips (a page's own toolbar), the row's one
 * labelled primary button (`narrowIcon`: its word shown from the `sm` width up, only its icon below),
 * or items of the row's "..." menu (which `close` closes).
 */
export type RowActionLook = { look: 'icon' } | { look: 'button'; narrowIcon?: boolean } | { look: 'menu'; close: () => void };

const ICON: RowActionLook = { look: 'icon' };
const LookContext = createContext<RowActionLook>(ICON);

/** The word of a labelled button, hidden below the `sm` width where its look says so. */
const WORD = 'RowAction-word';
const NARROW_ICON = {
  minWidth: { xs: 0, sm: 64 },
  [`& .${WORD}`]: { display: { xs: 'none', sm: 'inline' } },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.25 } },
} as const;

/** Shows the row actions inside it in one look. */
export const RowActionLookProvider = LookContext.Provider;

export interface RowActionProps {
  /** i18n key of the label (the tooltip of an icon) and accessible name. */
  label: string;
  icon: ReactElement;
  /** A link to another page, or … */
  to?: string;
  /** … an action on this page. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  color?: 'primary' | 'error' | 'success' | 'default';
  disabled?: boolean;
  /**
   * Not possible now, yet pressable (`onClick` then says why): marked unavailable to assistive
   * technology and in grey, where a disabled button would tell a touch user nothing.
   */
  unavailable?: boolean;
  /** Takes the focus as it shows (the next action after one that removed the focused button). */
  autoFocus?: boolean;
}

/** One action of a table row, with a translated label, in the look of where it is (`RowActionLookProvider`). */
export function RowAction({ label, icon, to, onClick, color: wanted = 'primary', disabled, unavailable, autoFocus }: RowActionProps) {
  const translate = useTranslate();
  const look = useContext(LookContext);
  const link = to ? ({ component: Link, to } as object) : {};
  const title = translate(label, { _: label });
  const color = unavailable ? 'default' : wanted;
  const common = { 'aria-label': title, 'aria-disabled': unavailable || undefined, 'data-testid': 'row-action', disabled, autoFocus };
  if (look.look === 'menu') {
    const choose = (event: MouseEvent<HTMLElement>) => {
      look.close();
      onClick?.(event);
    };
    return (
      <MenuItem {...common} {...link} onClick={choose}>
        <ListItemIcon sx={{ color: color === 'default' ? undefined : `${color}.main` }}>{icon}</ListItemIcon>
        <ListItemText>{title}</ListItemText>
      </MenuItem>
    );
  }
  if (look.look === 'button') {
    return (
      <Button
        {...common}
        {...link}
        size="small"
        variant="outlined"
        color={color === 'default' ? 'inherit' : color}
        startIcon={icon}
        onClick={onClick}
        sx={{ whiteSpace: 'nowrap', ...(look.narrowIcon && NARROW_ICON) }}
      >
        {look.narrowIcon ? <span className={WORD}>{title}</span> : title}
      </Button>
    );
  }
  const button = (
    <IconButton {...common} size="small" color={color} onClick={onClick} {...link}>
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
      {/* the dialog's own row actions are icons, wherever this action shows */}
      {open && <RowActionLookProvider value={ICON}>{dialog(record, () => setOpen(false))}</RowActionLookProvider>}
    </>
  );
}
