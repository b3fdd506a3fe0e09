import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useT } from '../../locale';
import type { TabEntry } from './tab-model';
import type { MenuPlace } from './TabActionsMenu';

interface Props {
  tab: TabEntry;
  active: boolean;
  onOpen: () => void;
  onClose: () => void;
  onMenu: (place: MenuPlace) => void;
}

/**
 * One open page: a link to it and, unless the page is affixed, a button that closes it, two
 * controls side by side (not one inside the other), the button named after the page. On the link,
 * Delete closes the page too, and the context-menu key (or Shift+F10) opens the tab actions.
 */
export function TabItem({ tab, active, onOpen, onClose, onMenu }: Props) {
  const t = useT();
  const title = t(tab.meta.title);
  const open = (event: MouseEvent) => {
    // a modified click keeps the browser's own way (a new window or tab)
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen();
  };
  const keys = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Delete' && !tab.meta.affix) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      onMenu({ anchorEl: event.currentTarget });
    }
  };
  return (
    <Box
      component="li"
      data-testid="tab"
      data-path={tab.path}
      data-active={active}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu({ position: { top: event.clientY, left: event.clientX } });
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 28,
        mr: 0.5,
        flexShrink: 0,
        fontSize: 13,
        borderRadius: 1,
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.secondary',
        userSelect: 'none',
        '& :focus-visible': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: active ? 'primary.contrastText' : 'primary.main',
          outlineOffset: -2,
        },
      }}
    >
      <Box
        component="a"
        href={tab.fullPath}
        aria-current={active ? 'page' : undefined}
        aria-keyshortcuts={tab.meta.affix ? undefined : 'Delete'}
        onClick={open}
        onKeyDown={keys}
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          alignSelf: 'stretch',
          display: 'flex',
          alignItems: 'center',
          pl: 1.25,
          pr: tab.meta.affix ? 1.25 : 0.5,
          borderRadius: 1,
        }}
      >
        {title}
      </Box>
      {!tab.meta.affix && (
        <IconButton
          size="small"
          aria-label={t('app.a11y.close_tab', { name: title })}
          data-testid="tab-close"
          onClick={onClose}
          sx={{ width: 24, height: 24, mr: 0.5, color: 'inherit' }}
        >
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      )}
    </Box>
  );
}
