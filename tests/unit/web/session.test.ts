import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, getUserId, userInfoState } from '../../../src/auth/session-state';
import { changePassword, loadUserInfo, login, logout } from '../../../src/auth/session';
import { md5 } from '../../../src/http/md5';
import { http } from '../../../src/http';
import { tabState, setTabs } from '../../../src/layout/tabs/tab-state';
import { tabOf } from '../../../src/layout/tabs/tab-model';
import { toasts } from '../../../src/notify/toast';
import { appState, setCountry, setLang } from '../../../src/state/app-state';
import { localStore, StorageKey } from '../../../src/storage';
import { freshSession } from './support/fresh-session';

const API = `${window.location.origin}/distribution/b/v1`;
const server = setupServer();
const USER = {
  account: 'dealer1',
  name: 'Dealer One',
  staff_id: 7,
  org_type: 'dealer',
  org_level: 1,
  role_codes: ['admin'],
  perm_codes: [],
};
const ok = (data: unknown) => HttpResponse.json({ code: 0, data, msg: 'success' });
const navigate = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  freshSession(navigate);
  setLang('en-US');
  setCountry('ID');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function loggedIn() {
  server.use(
    mock.post(`${API}/login`, () => ok({ token: 'tok-1', staff_id: 7 })),
    mock.get(`${API}/account_info`, () => ok(USER)),
  );
  await login('dealer1', 'dealer123');
}

describe('session', () => {
  it('logs in with the MD5 of the password, keeps token and staff id, loads the user info', async () => {
    let body: unknown;
    server.use(
      mock.post(`${API}/login`, async ({ request }) => {
        body = await request.json();
        return ok({ token: 'tok-1', staff_id: 7 });
      }),
      mock.get(`${API}/account_info`, ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer tok-1');
        return ok(USER);
      }),
    );
    await expect(login('dealer1', 'dealer123')).resolves.toMatchObject({ name: 'Dealer One' });
    expect(body).toEqual({ account: 'dealer1', password: md5('dealer123') });
    expect(md5('dealer123')).toMatch(/^[0-9a-f]{32}$/);
    expect(getToken()).toBe('tok-1');
    expect(getUserId()).toBe(7);
  });

  it("makes the user's country the one later requests carry, and keeps it", async () => {
    let country: string | null = null;
    server.use(
      mock.post(`${API}/login`, () => ok({ token: 'tok-1', staff_id: 7 })),
      mock.get(`${API}/account_info`, ({ request }) => {
        country = new URL(request.url).searchParams.get('country');
        return ok({ ...USER, country: 'TR' });
      }),
    );
    await login('dealer_tr', 'dealer123');
    expect(country).toBe('ID');
    expect(appState.get().country).toBe('TR');
    expect(localStore.get(StorageKey.Country)).toBe('TR');
  });

  it('sends no country for a global user (GLB): its lists span every country, also after a reload', async () => {
    server.use(
      mock.post(`${API}/login`, () => ok({ token: 'tok-1', staff_id: 1 })),
      mock.get(`${API}/account_info`, () => ok({ ...USER, org_type: 'op', org_level: 0, country: 'GLB', global: true })),
    );
    await login('admin', 'admin123');
    expect(localStore.get(StorageKey.Country)).toBe('GLB');
    let query: URLSearchParams | undefined;
    server.use(
      mock.get(`${API}/distributor/list`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return ok({ list: [], total: 0, page: 1, size: 20 });
      }),
    );
    await http.get('/distributor/list', { page: 1 });
    expect(query?.has('country')).toBe(false);
    expect(query?.get('lang')).toBe('en-US');
  });

  it('loads the user info once, and again when forced', async () => {
    await loggedIn();
    const calls = vi.fn();
    server.use(
      mock.get(`${API}/account_info`, () => {
        calls();
        return ok({ ...USER, name: 'Renamed' });
      }),
    );
    await expect(loadUserInfo()).resolves.toMatchObject({ name: 'Dealer One' });
    expect(calls).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([loadUserInfo(true), loadUserInfo()]);
    expect(a).toBe(b);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(userInfoState.get().user?.name).toBe('Renamed');
  });

  it('without a token, fails with code 8 at once and asks the server nothing', async () => {
    const calls = vi.fn();
    server.use(
      mock.get(`${API}/account_info`, () => {
        calls();
        return HttpResponse.json({ code: 8, data: null, msg: 'Login expired, please login again' }, { status: 401 });
      }),
    );
    await expect(loadUserInfo(true)).rejects.toMatchObject({ kind: 'business', code: 8, message: 'Login expired, please login again' });
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the user id and language with every call', async () => {
    await loggedIn();
    setLang('zh-CN');
    let query: URLSearchParams | undefined;
    server.use(
      mock.get(`${API}/country/list`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return ok([]);
      }),
    );
    await http.get('/country/list');
    expect(query?.get('uid')).toBe('7');
    expect(query?.get('lang')).toBe('zh-CN');
    expect(query?.get('country')).toBe('ID');
    expect(query?.get('device_id')).toMatch(/^[0-9a-f]{32}$/);
    for (const name of ['platform', 'version', 'ua', 'device_type', 'timestamp', 'screen', 'app']) {
      expect(query?.has(name)).toBe(true);
    }
  });

  it('on code 8: toasts, clears the session and tabs, goes to login with a redirect', async () => {
    await loggedIn();
    setTabs([...tabState.get().tabs, tabOf('/version/list')!]);
    window.history.pushState({}, '', '/distributor/list?page=2');
    server.use(
      mock.get(`${API}/distributor/list`, () =>
        HttpResponse.json({ code: 8, data: null, msg: 'Login expired, please login again' }, { status: 401 }),
      ),
    );
    await expect(http.get('/distributor/list')).rejects.toMatchObject({ code: 8 });
    expect(toasts.get().list.map((t) => t.message)).toEqual(['Login expired, please login again']);
    expect(getToken()).toBeNull();
    expect(userInfoState.get().user).toBeNull();
    expect(tabState.get().tabs.map((t) => t.path)).toEqual(['/dashboard/index']);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdistributor%2Flist%3Fpage%3D2', { replace: true });
  });

  it('toasts API errors for 5 seconds in the current language', async () => {
    setLang('zh-CN');
    server.use(mock.get(`${API}/x`, () => HttpResponse.error()));
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(toasts.get().list).toMatchObject([{ message: '网络错误', type: 'error', duration: 5000 }]);
  });

  it('logs out on the server and forgets the session', async () => {
    await loggedIn();
    let body: unknown;
    server.use(
      mock.post(`${API}/logout`, async ({ request }) => {
        body = await request.json();
        return ok(null);
      }),
    );
    await logout();
    expect(body).toEqual({ account: 'dealer1' });
    expect(getToken()).toBeNull();
  });

  it('changes the password with MD5 digests and ends the session', async () => {
    await loggedIn();
    let body: unknown;
    server.use(
      mock.post(`${API}/staff/change_password`, async ({ request }) => {
        body = await request.json();
        return ok(null);
      }),
    );
    await changePassword('old-pass', 'new-pass');
    expect(body).toEqual({ id: 7, old_password: md5('old-pass'), new_password: md5('new-pass') });
    expect(getToken()).toBeNull();
  });

  it('keeps the session when the old password is wrong', async () => {
    await loggedIn();
    server.use(
      mock.post(`${API}/staff/change_password`, () => HttpResponse.json({ code: 2009, data: null, msg: 'Incorrect old password' })),
    );
    await expect(changePassword('bad', 'new-pass')).rejects.toMatchObject({ code: 2009 });
    expect(getToken()).toBe('tok-1');
    expect(toasts.get().list.map((t) => t.message)).toEqual(['Incorrect old password']);
  });
});
