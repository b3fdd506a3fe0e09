import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../../src/http/client';
import { ApiError } from '../../../src/http/errors';

const BASE = 'http://api.test';
const API = `${BASE}/distribution/b/v1`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup() {
  const notify = vi.fn();
  const http = createHttp({
    config: { apiBase: BASE, apiPrefix: '/distribution/b/v1', signSecret: '', version: '', timeout: 5000 },
    getToken: () => 'tok',
    defaultParams: () => ({}),
    onExpired: vi.fn(),
    notify,
    translate: (key: string) => (key === 'errors.request_id' ? 'request id:' : key),
  });
  return { http, notify };
}

const answer = (status: number, code: number, msg: string) =>
  HttpResponse.json({ code, data: null, msg }, { status, headers: { 'x-request-id': 'a1b2c3d4e5f60718' } });

describe('a server fault', () => {
  it('names the request id in its toast, so that the user can quote it', async () => {
    server.use(mock.post(`${API}/store/create`, () => answer(500, 1500, 'Server error')));
    const { http, notify } = setup();
    const error = (await http.post('/store/create', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.requestId).toBe('a1b2c3d4e5f60718');
    expect(notify).toHaveBeenCalledWith('Server error (request id: a1b2c3d4e5f60718)');
  });

  it('and a 503 too; a refusal of the caller (4xx, a business code) keeps its message as it is', async () => {
    server.use(
      mock.get(`${API}/store/list`, () => answer(503, 1503, 'The database is not available')),
      mock.post(`${API}/store/update`, () => answer(400, 1001, 'Please enter the name')),
    );
    const { http, notify } = setup();
    await http.get('/store/list').catch(() => undefined);
    await http.post('/store/update', {}).catch(() => undefined);
    expect(notify.mock.calls).toEqual([['The database is not available (request id: a1b2c3d4e5f60718)'], ['Please enter the name']]);
  });
});
