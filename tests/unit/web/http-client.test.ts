import { delay, http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttp, type HttpDeps } from '../../../src/http/client';
import { ApiError } from '../../../src/http/errors';
import { signText } from '../../../src/http/sign';
import { md5 } from '../../../src/http/md5';

const BASE = 'http://api.test';
const API = `${BASE}/distribution/b/v1`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ code: 0, data, msg: 'success' });

function setup(overrides: Partial<HttpDeps> & { secret?: string; timeout?: number } = {}) {
  const deps = {
    config: {
      apiBase: BASE,
      apiPrefix: '/distribution/b/v1',
      signSecret: overrides.secret ?? '',
      version: '1.2.3',
      timeout: overrides.timeout ?? 5000,
    },
    getToken: () => 'tok',
    defaultParams: () => ({ platform: 'web', app: 'Distributor', timestamp: '1700000000000' }),
    onExpired: vi.fn(),
    notify: vi.fn(),
    translate: (key: string) => `T(${key})`,
    ...overrides,
  };
  return { http: createHttp(deps), deps };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('request layer', () => {
  it('sends the default parameters, the bearer token and the version header; answers data', async () => {
    let seen: Request | undefined;
    server.use(
      mock.get(`${API}/account_info`, ({ request }) => {
        seen = request;
        return ok({ name: 'A' });
      }),
    );
    const { http } = setup();
    await expect(http.get('/account_info', { page: 2, empty: undefined })).resolves.toEqual({ name: 'A' });
    const url = new URL(seen!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      platform: 'web',
      app: 'Distributor',
      timestamp: '1700000000000',
      page: '2',
    });
    expect(seen!.headers.get('authorization')).toBe('Bearer tok');
    expect(seen!.headers.get('x-app-version')).toBe('1.2.3');
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      mock.post(`${API}/login`, ({ request }) => {
        auth = request.headers.get('authorization');
        return ok({ token: 't', staff_id: 1 });
      }),
    );
    await setup({ getToken: () => null }).http.post('/login', { account: 'a', password: 'b' });
    expect(auth).toBeNull();
  });

  it('signs every call when a secret is configured', async () => {
    let query: Record<string, string> = {};
    server.use(
      mock.get(`${API}/country/list`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return ok([]);
      }),
    );
    await setup({ secret: 'topsecret' }).http.get('/country/list', { q: 'a b&c' });
    expect(query.q).toBe('a b&c');
    expect(query.sign).toBe(md5(`${signText(query)}topsecret`).toUpperCase());
    expect(query.sign).toMatch(/^[0-9A-F]{32}$/);
  });

  it('does not sign without a secret', async () => {
    let query: Record<string, string> = {};
    server.use(
      mock.get(`${API}/country/list`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return ok([]);
      }),
    );
    await setup().http.get('/country/list');
    expect(query.sign).toBeUndefined();
  });

  it('sends a JSON body on POST', async () => {
    let body: unknown;
    server.use(
      mock.post(`${API}/staff/change_password`, async ({ request }) => {
        body = await request.json();
        return ok(null);
      }),
    );
    await expect(setup().http.post('/staff/change_password', { id: 1 })).resolves.toBeNull();
    expect(body).toEqual({ id: 1 });
  });
});

describe('duplicate requests', () => {
  it('cancels an earlier pending read with the same URL; its caller gets the newer answer', async () => {
    let calls = 0;
    const aborted: boolean[] = [];
    server.use(
      mock.get(`${API}/distributor/list`, async ({ request }) => {
        const n = ++calls;
        await delay(50);
        aborted.push(request.signal.aborted);
        return ok({ n });
      }),
    );
    const { http, deps } = setup();
    const first = http.get('/distributor/list', { page: 1 });
    // the first in flight when the second comes (a request starts in a microtask of its own)
    await vi.waitFor(() => expect(calls).toBe(1));
    const second = http.get('/distributor/list', { page: 1 });
    await expect(second).resolves.toEqual({ n: 2 });
    await expect(first).resolves.toEqual({ n: 2 });
    expect(aborted).toContain(true);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('cancels an earlier pending write with the same URL, silently', async () => {
    server.use(
      mock.post(`${API}/distributor/update`, async ({ request }) => {
        const body = (await request.json()) as { name: string };
        await delay(50);
        return ok(body);
      }),
    );
    const { http, deps } = setup();
    const first = http.post('/distributor/update', { name: 'a' });
    const second = http.post('/distributor/update', { name: 'b' });
    expect((await failure(first)).kind).toBe('canceled');
    await expect(second).resolves.toEqual({ name: 'b' });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('lets different URLs and methods run side by side', async () => {
    server.use(
      mock.get(`${API}/distributor/list`, async () => {
        await delay(20);
        return ok('get');
      }),
      mock.post(`${API}/distributor/list`, async () => ok('post')),
    );
    const { http } = setup();
    const results = await Promise.all([
      http.get('/distributor/list', { page: 1 }),
      http.get('/distributor/list', { page: 2 }),
      http.post('/distributor/list'),
    ]);
    expect(results).toEqual(['get', 'get', 'post']);
  });

  it('does not cancel a request that has already finished', async () => {
    server.use(mock.get(`${API}/x`, () => ok(1)));
    const { http } = setup();
    await http.get('/x');
    await expect(http.get('/x')).resolves.toBe(1);
  });
});

describe('envelope', () => {
  const respond = (status: number, body: unknown) =>
    server.use(mock.get(`${API}/thing`, () => HttpResponse.json(body as object, { status })));

  it('code 8 on a success response: login expired, no error toast', async () => {
    respond(200, { code: 8, data: null, msg: 'Login expired, please login again' });
    const { http, deps } = setup();
    const error = await failure(http.get('/thing'));
    expect(error.code).toBe(8);
    expect(deps.onExpired).toHaveBeenCalledTimes(1);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('code 8 on an error response (401)', async () => {
    respond(401, { code: 8, data: null, msg: 'Login expired', reason: 'token' });
    const { http, deps } = setup();
    await failure(http.get('/thing'));
    expect(deps.onExpired).toHaveBeenCalledTimes(1);
  });

  it('a bare 401 without an envelope counts as code 8', async () => {
    server.use(mock.get(`${API}/thing`, () => new HttpResponse('nope', { status: 401 })));
    const { http, deps } = setup();
    expect((await failure(http.get('/thing'))).code).toBe(8);
    expect(deps.onExpired).toHaveBeenCalled();
  });

  it('another code on a success response toasts the server msg', async () => {
    respond(200, { code: 2005, data: null, msg: 'Incorrect account or password' });
    const { http, deps } = setup();
    const error = await failure(http.get('/thing'));
    expect(error.code).toBe(2005);
    expect(error.message).toBe('Incorrect account or password');
    expect(deps.notify).toHaveBeenCalledWith('Incorrect account or password');
    expect(deps.onExpired).not.toHaveBeenCalled();
  });

  it('an error response toasts its msg, or its reason when there is no msg', async () => {
    respond(400, { code: 1001, data: null, msg: '', reason: 'name' });
    const { http, deps } = setup();
    const error = await failure(http.get('/thing'));
    expect(error).toMatchObject({ code: 1001, status: 400, reason: 'name', message: 'name' });
    expect(deps.notify).toHaveBeenCalledWith('name');
  });

  it.each([15007, 13013, 15009])('code %i shows no toast, and marks the message quiet for pages', async (code) => {
    respond(200, { code, data: null, msg: 'quiet' });
    const quiet = vi.fn();
    const { http, deps } = setup({ quiet });
    expect((await failure(http.get('/thing'))).code).toBe(code);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(quiet).toHaveBeenCalledWith('quiet');
  });

  it('a silent call shows no toast but still fails', async () => {
    respond(200, { code: 2009, data: null, msg: 'Incorrect old password' });
    const { http, deps } = setup();
    await failure(http.get('/thing', undefined, { silent: true }));
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it.each([
    [502, 'T(errors.1500)'],
    [413, 'T(errors.1013)'],
    [404, 'T(errors.1004)'],
  ])('an HTTP %i without an envelope toasts the catalogue message for it', async (status, message) => {
    server.use(mock.get(`${API}/thing`, () => new HttpResponse('<html>', { status })));
    const { http, deps } = setup();
    expect((await failure(http.get('/thing'))).status).toBe(status);
    expect(deps.notify).toHaveBeenCalledWith(message);
  });

  it('a network failure toasts Network Error', async () => {
    server.use(mock.get(`${API}/thing`, () => HttpResponse.error()));
    const { http, deps } = setup();
    expect((await failure(http.get('/thing'))).kind).toBe('network');
    expect(deps.notify).toHaveBeenCalledWith('T(errors.network)');
  });

  it('no answer in time toasts Server Timeout', async () => {
    server.use(
      mock.get(`${API}/thing`, async () => {
        await delay(1000);
        return ok(1);
      }),
    );
    const { http, deps } = setup({ timeout: 30 });
    expect((await failure(http.get('/thing'))).kind).toBe('timeout');
    expect(deps.notify).toHaveBeenCalledWith('T(errors.timeout)');
  });
});

describe('request timeout', () => {
  it('sets no page timer: the browser aborts at the deadline (AbortSignal.timeout)', async () => {
    server.use(mock.get(`${API}/thing`, () => ok(1)));
    const { http } = setup({ timeout: 12_345 });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await expect(http.get('/thing')).resolves.toBe(1);
      expect(timers.mock.calls.filter(([, ms]) => ms === 12_345)).toEqual([]);
    } finally {
      timers.mockRestore();
    }
  });
});

describe('files', () => {
  it('exports with POST and names the file from Content-Disposition', async () => {
    let body: unknown;
    server.use(
      mock.post(`${API}/distributor/export`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': "attachment; filename*=UTF-8''%E7%BB%8F%E9%94%80%E5%95%86.xlsx",
          },
        });
      }),
    );
    const file = await setup().http.exportFile('/distributor/export', { status: 'valid' }, 'export.xlsx');
    expect(body).toEqual({ status: 'valid' });
    expect(file.filename).toBe('经销商.xlsx');
    expect(file.blob.size).toBe(4);
  });

  it('reports an export refused with an envelope', async () => {
    server.use(
      mock.post(`${API}/distributor/export`, () => HttpResponse.json({ code: 1003, data: null, msg: 'No permission' }, { status: 403 })),
    );
    const { http, deps } = setup();
    expect((await failure(http.exportFile('/distributor/export', {}, 'x.xlsx'))).code).toBe(1003);
    expect(deps.notify).toHaveBeenCalledWith('No permission');
  });

  it('uploads a file as multipart form data', async () => {
    let received: { name?: string; size?: number; kind?: string; type?: string | null } = {};
    server.use(
      mock.post(`${API}/file/upload`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        received = { name: file.name, size: file.size, kind: String(form.get('kind')), type: request.headers.get('content-type') };
        return ok({ url: '/files/a.png' });
      }),
    );
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    await expect(setup().http.upload('/file/upload', file, { kind: 'logo' })).resolves.toEqual({ url: '/files/a.png' });
    expect(received).toMatchObject({ name: 'a.png', size: 3, kind: 'logo' });
    expect(received.type).toMatch(/^multipart\/form-data; boundary=/);
  });
});
