/**
 * Renders a page of the admin in happy-dom the way the shell does: react-admin's context with the
 * app's real data provider, request layer, i18n and notifications, inside a resource context, for a
 * given signed-in user. The API is answered by msw (relative URLs resolve against happy-dom's
 * http://localhost:3000).
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, ResourceContextProvider, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppNotification } from '../../../../src/admin/AppNotification';
import { AppLinksProvider } from '../../../../src/common/app-links';
import { APP_LINKS } from '../../../../src/routes/app-links';
import { saveLogin, userInfoState } from '../../../../src/auth/session-state';
import type { UserInfo } from '../../../../src/auth/types';
import { http } from '../../../../src/http';
import { toasts } from '../../../../src/notify/toast';
import { createDataProvider } from '../../../../src/providers/data-provider';
import { createI18nProvider } from '../../../../src/providers/i18n-provider';
import { appState } from '../../../../src/state/app-state';
import type { Locale } from '../../../../i18n';
import { permissionsOf } from '../../../../resources/permissions';

export const API = 'http://localhost:3000/distribution/b/v1';

/** The envelope of a success. */
export const ok = (data: unknown) => ({ code: 0, data, msg: 'success' });

type Who = Pick<UserInfo, 'org_type' | 'org_level' | 'org_id' | 'staff_id'> & { role: 'admin' | 'manager' | 'staff' };

/** A user as account_info answers it: perm_codes from the shared permission rules. */
export function userOf({ role, org_type, org_level, org_id, staff_id }: Who, extra: Partial<UserInfo> = {}): UserInfo {
  return {
    account: `${role}${org_id}`,
    country: org_type === 'op' ? 'GLB' : 'ID',
    global: org_type === 'op',
    name: `The ${role}`,
    org_id,
    org_name: org_type === 'op' ? 'Operator HQ' : `Dealer ${org_id}`,
    perm_codes: permissionsOf({ orgType: org_type, orgLevel: org_level, role }),
    role_codes: [role],
    staff_id,
    org_type,
    org_level,
    remaining_quota: org_type === 'op' ? null : 100,
    ...extra,
  };
}

/** Demo-like users: a level-1 dealer (org 2) admin, its manager and employee. */
export const dealerAdmin = userOf({ role: 'admin', org_type: 'dealer', org_level: 1, org_id: 2, staff_id: 3 });
export const dealerManager = userOf({ role: 'manager', org_type: 'dealer', org_level: 1, org_id: 2, staff_id: 4 });
export const dealerStaff = userOf({ role: 'staff', org_type: 'dealer', org_level: 1, org_id: 2, staff_id: 5 });

let where = '';
function Where() {
  const location = useLocation();
  where = `${location.pathname}${location.search}`;
  return null;
}
/** The address the page navigated to. */
export const currentPath = () => where;

/**
 * Lets the form finish re-validating what was just typed: a click that comes at once after a change
 * (which no user does) can be lost by react-hook-form's asynchronous validation.
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The text under an input: its helper, counter or error (without MUI's zero-width placeholder). */
export const helperTextOf = (input: Element) =>
  (input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '').replace('\u200b', '');

/** The texts of the toasts on screen. */
export const toastTexts = () => toasts.get().list.map((t) => t.message);

export function renderPage(
  ui: ReactElement,
  options: { user: UserInfo; resource: string; path?: string; lang?: Locale; queryClient?: QueryClient; store?: Store },
) {
  const { user, resource, path = '/', lang = 'en-US' } = options;
  // signed in: a token (without one the user info is never asked for) and the user's info
  saveLogin(`token-of-${user.staff_id}`, user.staff_id);
  userInfoState.set({ user });
  appState.set({ lang });
  toasts.set({ list: [] });
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <MemoryRouter initialEntries={[path]}>
      <AppLinksProvider value={APP_LINKS}>
        <AdminContext
          dataProvider={createDataProvider(http)}
          i18nProvider={createI18nProvider(lang)}
          store={options.store ?? memoryStore()}
          queryClient={queryClient}
        >
          <ResourceContextProvider value={resource}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </ResourceContextProvider>
          <Where />
          <AppNotification />
        </AdminContext>
      </AppLinksProvider>
    </MemoryRouter>,
  );
  return Object.assign(rendered, { queryClient });
}
