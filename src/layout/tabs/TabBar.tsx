import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HoverTooltip } from '../../common/HoverTooltip';
import { useT } from '../../locale';
import { matchPage } from '../../routes/match';
import { useSharedState } from '../../state/shared-state';
import { closableActions, closeTabs, type TabEntry } from './tab-model';
import { TabItem } from './TabItem';
import { useScrollEdges } from './use-scroll-edges';
import { useActiveTabInView } from './use-active-tab-in-view';
import { refreshTab, setTabs, tabState } from './tab-state';
import { TabActionsMenu, type MenuPlace, type TabAction } from './TabActionsMenu';
import { currentPathname, navigateTo } from '../../routes/navigator';
import { confirmLeave } from '../../common/leave/leave-guard';

const LIST = { display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0 } as const;

/** Scrolls the tabs back or forward; shown only while the tabs overflow, disabled at that end. */
function ScrollArrow({ direction, edges, label }: { direction: -1 | 1; edges: ReturnType<typeof useScrollEdges>; label: string }) {
  if (!edges.back && !edges.forward) return null;
  return (
    <IconButton
      size="small"
      aria-label={label}
      disabled={direction < 0 ? !edges.back : !edges.forward}
      onClick={() => edges.scrollBy(direction)}
      data-testid={direction < 0 ? 'tabs-scroll-back' : 'tabs-scroll-forward'}
      sx={{ width: 24, height: 24, flexShrink: 0 }}
    >
      {direction < 0 ? <ChevronLeft fontSize="small" /> : <ChevronRight fontSize="small" />}
    </IconButton>
  );
}

/** The open pages (docs/ui.md): open, close (current, others, left, right, all), refresh. */
export function TabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const tabs = useSharedState(tabState, (s) => s.tabs);
  const active = matchPage(pathname)?.path ?? '';
  const [menu, setMenu] = useState<{ path: string; place: MenuPlace } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(list, tabs.length);
  useActiveTabInView(list, active, tabs.length);

  /**
   * The page the browser is at: a navigation renders in a transition, so for a moment (longer while
   * the new page loads) the rendered location still names the page before it.
   */
  const browserPage = () => matchPage(currentPathname())?.path ?? active;

  function act(action: TabAction, path: string) {
    setMenu(null);
    const current = browserPage();
    if (action === 'refresh') {
      // refreshing the page shown renders it afresh: its unsaved changes would go
      if (path === current && !confirmLeave()) return;
      const tab = tabs.find((x) => x.path === path);
      if (tab && path !== current) navigateTo(tab.fullPath);
      refreshTab(path);
      return;
    }
    const result = closeTabs(tabs, action, path, current);
    // closing the page shown leaves it: asked before its tab goes
    if (result.goTo && !confirmLeave()) return;
    setTabs(result.tabs);
    if (result.goTo) navigateTo(result.goTo);
  }

  const tabItem = (tab: TabEntry) => (
    <TabItem
      key={tab.path}
      tab={tab}
      active={tab.path === active}
      onOpen={() => tab.path !== browserPage() && navigateTo(tab.fullPath)}
      onClose={() => act('current', tab.path)}
      onMenu={(place) => setMenu({ path: tab.path, place })}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={t('app.tabs.label')}
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
      {/* the affixed tabs (the dashboard) stay put; the others scroll, with arrows once they overflow */}
      <Box component="ul" sx={LIST}>
        {tabs.filter((tab) => tab.meta.affix).map(tabItem)}
      </Box>
      <ScrollArrow direction={-1} edges={edges} label={t('app.a11y.scroll_tabs_back')} />
      <Box component="ul" ref={list} sx={{ ...LIST, flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}>
        {tabs.filter((tab) => !tab.meta.affix).map(tabItem)}
      </Box>
      <ScrollArrow direction={1} edges={edges} label={t('app.a11y.scroll_tabs_forward')} />
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
