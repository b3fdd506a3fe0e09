import { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, memoryStore, Resource } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { http } from '../http';
import { AppLayout } from '../layout/AppLayout';
import { authProvider } from '../providers/auth-provider';
import { createDataProvider } from '../providers/data-provider';
import { createI18nProvider } from '../providers/i18n-provider';
import { matchPage, redirectOf } from '../routes/match';
import { appState } from '../state/app-state';
import { themeOptions } from '../theme';
import { AppNotification } from './AppNotification';
import { RESOURCE_MODULES } from './registry';

const dataProvider = createDataProvider(http);

/**
 * The admin shell (its own chunk). react-admin provides data, auth, i18n and notifications; the
 * layout shows the pages of the route table at the app's paths (src/layout/content), so the
 * resources are declared here for react-admin's knowledge only. Nothing is kept in browser storage
 * by react-admin (memory store): the app's own storage is encrypted.
 */
export default function AdminApp() {
  const i18nProvider = useMemo(() => createI18nProvider(appState.get().lang), []);
  const raStore = useMemo(() => memoryStore(), []);
  // the request layer has already reported a failure: asking again would only repeat it
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  const { pathname, search } = useLocation();
  const redirect = matchPage(pathname) ? undefined : redirectOf(pathname, search);
  return (
    <>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={raStore}
        queryClient={queryClient}
        theme={themeOptions}
        layout={AppLayout}
        notification={AppNotification}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {RESOURCE_MODULES.map((module) => (
          <Resource
            key={module.name}
            name={module.name}
            list={module.list}
            create={module.create}
            edit={module.edit}
            icon={module.icon}
            recordRepresentation={module.recordRepresentation}
          />
        ))}
      </Admin>
      {redirect && <Navigate to={redirect} replace />}
    </>
  );
}
