import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HoverTooltip } from '../../common/HoverTooltip';
import { useT } from '../../locale';
import { matchPage } from '../../routes/match';
import { useSharedState } from '../../state/shared-state';
import { closableActions, closeTabs, type TabEntry } from './tab-model';
import { refreshTab, setTabs, tabState } from './tab-state';
import { TabActionsMenu, type MenuPlace, type TabAction } from './TabActionsMenu';
import { currentPathname, navigateTo } from '../../routes/navigator';

function Tab({
  tab,
  active,
  onOpen,
  onClose,
  onMenu,
}: {
  tab: TabEntry;
  active: boolean;
  onOpen: () => void;
  onClose: () => void;
  onMenu: (place: MenuPlace) => void;
}) {
  const t = useT();
  return (
    <Box
      role="tab"
      aria-selected={active}
      data-testid="tab"
      data-path={tab.path}
      onClick={onOpen}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu({ position: { top: event.clientY, left: event.clientX } });
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        height: 28,
        px: 1.25,
        mr: 0.5,
        flexShrink: 0,
        cursor: 'pointer',
        fontSize: 13,
        borderRadius: 1,
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? 'primary.contrastText' : 'text.secondary',
        userSelect: 'none',
      }}
    >
      {t(tab.meta.title)}
      {!tab.meta.affix && (
        <IconButton
          size="small"
          aria-label={t('app.tabs.close')}
          data-testid="tab-close"
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
          sx={{ p: 0.25, color: 'inherit' }}
        >
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      )}
    </Box>
  );
}

/** The open pages (docs/ui.md): open, close (current, others, left, right, all), refresh. */
export function TabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const tabs = useSharedState(tabState, (s) => s.tabs);
  const active = matchPage(pathname)?.path ?? '';
  const [menu, setMenu] = useState<{ path: string; place: MenuPlace } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // the active tab stays in view when the tabs overflow the bar (a new one opens at the end)
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, tabs.length]);

  function act(action: TabAction, path: string) {
    setMenu(null);
    // The page the browser is at: a navigation renders in a transition, so for a moment (longer
    // while the new page loads) the rendered location still names the page before it.
    const current = matchPage(currentPathname())?.path ?? active;
    if (action === 'refresh') {
      const tab = tabs.find((x) => x.path === path);
      if (tab && path !== current) navigateTo(tab.fullPath);
      refreshTab(path);
      return;
    }
    const result = closeTabs(tabs, action, path, current);
    setTabs(result.tabs);
    if (result.goTo) navigateTo(result.goTo);
  }

  return (
    <Box
      sx={{
        height: 40,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        px: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        ref={list}
        role="tablist"
        aria-label={t('app.tabs.label')}
        sx={{ flex: 1, display: 'flex', overflowX: 'auto', scrollbarWidth: 'thin' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            tab={tab}
            active={tab.path === active}
            onOpen={() => tab.path !== active && navigateTo(tab.fullPath)}
            onClose={() => act('current', tab.path)}
            onMenu={(place) => setMenu({ path: tab.path, place })}
          />
        ))}
      </Box>
      <HoverTooltip title={t('app.tabs.refresh')}>
        <IconButton size="small" onClick={() => act('refresh', active)} aria-label={t('app.tabs.refresh')} data-testid="tab-refresh">
          <RefreshIcon fontSize="small" />
        </IconButton>
      </HoverTooltip>
      <HoverTooltip title={t('app.tabs.more')}>
        <IconButton
          size="small"
          onClick={(event) => setMenu({ path: active, place: { anchorEl: event.currentTarget } })}
          aria-label={t('app.tabs.more')}
          data-testid="tab-more"
        >
          <KeyboardArrowDown fontSize="small" />
        </IconButton>
      </HoverTooltip>
      <TabActionsMenu
        place={menu?.place ?? null}
        enabled={closableActions(tabs, menu?.path ?? active)}
        onAction={(action) => menu && act(action, menu.path)}
        onClose={() => setMenu(null)}
      />
    </Box>
  );
}
