import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, saveLogin } from '../../../src/auth/session-state';
import { authProvider } from '../../../src/providers/auth-provider';
import { freshSession } from './support/fresh-session';

const API = `${window.location.origin}/distribution/b/v1`;
const server = setupServer();
const USER = { account: 'admin', name: 'Operator', staff_id: 1, org_type: 'op', role_codes: ['admin'], perm_codes: [] };
const navigate = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  freshSession(navigate);
  saveLogin('tok-1', 1);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('authProvider.checkAuth', () => {
  it('keeps the session when the user info fails to load for a network error (or a request the browser dropped)', async () => {
    server.use(mock.get(`${API}/account_info`, () => HttpResponse.error()));
    await expect(authProvider.checkAuth!({})).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-1');
  });

  it('keeps the session on a server error (HTTP 500)', async () => {
    server.use(mock.get(`${API}/account_info`, () => new HttpResponse(null, { status: 500 })));
    await expect(authProvider.checkAuth!({})).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-1');
  });

  it('ends the session and goes to login with a redirect back on code 8 only', async () => {
    server.use(mock.get(`${API}/account_info`, () => HttpResponse.json({ code: 8, data: null, msg: 'expired' })));
    await expect(authProvider.checkAuth!({})).rejects.toMatchObject({ redirectTo: expect.stringContaining('/login') });
    expect(getToken()).toBeFalsy();
  });

  it('passes with a token and user info', async () => {
    server.use(mock.get(`${API}/account_info`, () => HttpResponse.json({ code: 0, data: USER, msg: 'success' })));
    await expect(authProvider.checkAuth!({})).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-1');
  });
});
