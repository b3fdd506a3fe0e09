import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import { useTranslate } from 'ra-core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { RowActionLookProvider } from './RowAction';

/**
 * A row's "..." button and the menu of its other actions. The menu is made at its first opening
 * (a page of rows would otherwise build a closed menu per row), then stays mounted while closed, so
 * that a dialog an item opened lives on once the menu closes.
 */
export function RowMenu({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const look = useMemo(() => ({ look: 'menu' as const, close: () => setAnchor(null) }), []);
  const title = translate('pages.common.more_actions');
  return (
    <>
      <IconButton
        size="small"
        aria-label={title}
        title={title}
        aria-haspopup="menu"
        aria-controls={id}
        aria-expanded={anchor ? 'true' : 'false'}
        data-testid="row-menu-button"
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreHorizIcon />
      </IconButton>
      {opened && (
        <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} keepMounted data-testid="row-menu">
          <RowActionLookProvider value={look}>{children}</RowActionLookProvider>
        </Menu>
      )}
    </>
  );
}
