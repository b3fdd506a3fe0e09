// every text of both languages, before any component of the app renders
import '../locale/full-catalogs';
import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { CoreAdminContext } from 'ra-core';
import { Navigate, useLocation } from 'react-router-dom';
import { http } from '../http';
import { authProvider } from '../providers/auth-provider';
import { createDataProvider } from '../providers/data-provider';
import { createI18nProvider } from '../providers/i18n-provider';
import { sharedTimer } from '../providers/shared-timer';
import { APP_LINKS } from '../routes/app-links';
import { matchPage, redirectOf } from '../routes/match';
import { appState } from '../state/app-state';
import { AppLinksProvider } from '../common/app-links';
import { AppNotification } from './AppNotification';
import { userChoicesStore } from './ra-store';
import { bindListPrefetch } from '../lists/prefetch-target';
import { AdminShell, resourceDefinitions } from './AdminShell';
import { RESOURCE_MODULES } from './registry';

const dataProvider = createDataProvider(http);
const RESOURCE_DEFINITIONS = resourceDefinitions(RESOURCE_MODULES);

// before any query client: react-query's long timers share one browser timer (../providers/shared-timer.ts)
timeoutManager.setTimeoutProvider(sharedTimer());

/**
 * The admin shell (its own chunk). react-admin provides data, auth, i18n and notifications; the
 * layout shows the pages of the route table at the app's paths (src/layout/content), so the
 * resources are given to react-admin for its knowledge only (./AdminShell.tsx). Its core's context,
 * not its <Admin>, whose default layout, login page and menus the app does not show but would load; the
 * theme is the app's (src/boot/AppFrame.tsx). react-admin keeps its state in memory, but for each
 * user's column choices and saved views, which go to the app's own encrypted storage (./ra-store.ts).
 */
export default function AdminApp() {
  const i18nProvider = useMemo(() => createI18nProvider(appState.get().lang), []);
  const raStore = useMemo(() => userChoicesStore(), []);
  // the request layer has already reported a failure: asking again would only repeat it
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  useEffect(() => {
    bindListPrefetch({ queryClient, dataProvider, store: raStore });
    return () => bindListPrefetch(undefined);
  }, [queryClient, raStore]);
  const { pathname, search } = useLocation();
  const redirect = matchPage(pathname) ? undefined : redirectOf(pathname, search);
  return (
    <AppLinksProvider value={APP_LINKS}>
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={raStore}
        queryClient={queryClient}
      >
        <AdminShell definitions={RESOURCE_DEFINITIONS} />
        <AppNotification />
      </CoreAdminContext>
      {redirect && <Navigate to={redirect} replace />}
    </AppLinksProvider>
  );
}
