import Box from '@mui/material/Box';
import { useRef } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { matchPage } from '../../routes/match';
import { useSharedState } from '../../state/shared-state';
import { tabState } from '../tabs/tab-state';
import { RouteView } from './RouteView';

/**
 * The routed view. Pages marked keepAlive (lists, the dashboard) stay mounted, hidden, while their
 * tab is open, and come back as they were; the others (edit, add, setting, e-menu) are rendered
 * afresh. A tab's refresh changes the key, so its view is rendered again.
 */
export function KeepAliveContent() {
  const location = useLocation();
  const tabs = useSharedState(tabState, (s) => s.tabs);
  const refresh = useSharedState(tabState, (s) => s.refresh);
  const kept = useRef(new Map<string, Location>());
  const page = matchPage(location.pathname);

  if (page?.child.meta.keepAlive) kept.current.set(page.path, location);
  const open = new Set(tabs.map((tab) => tab.path));
  for (const path of kept.current.keys()) {
    if (path !== page?.path && !open.has(path)) kept.current.delete(path);
  }

  return (
    <>
      {[...kept.current].map(([path, at]) => (
        <Box key={`${path}#${refresh[path] ?? 0}`} hidden={path !== page?.path}>
          <RouteView page={matchPage(path)!} location={at} />
        </Box>
      ))}
      {page && !page.child.meta.keepAlive && (
        <RouteView key={`${location.pathname}${location.search}#${refresh[page.path] ?? 0}`} page={page} location={location} />
      )}
    </>
  );
}
