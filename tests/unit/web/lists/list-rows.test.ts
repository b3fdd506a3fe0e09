import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeList } from '../../../../resources/store/list';
import { versionResource } from '../../../../resources/version';
import { createHttp } from '../../../../src/http/client';
import { firstPageParams } from '../../../../src/lists/first-page';
import { createDataProvider } from '../../../../src/providers/data-provider';
import { LIST_ROWS_META } from '../../../../src/providers/list-rows';

const BASE = 'http://api.test';
const API = `${BASE}/distribution/b/v1`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ code: 0, data, msg: 'success' });

function provider() {
  const http = createHttp({
    config: { apiBase: BASE, apiPrefix: '/distribution/b/v1', signSecret: '', version: '1', timeout: 5000 },
    getToken: () => 'tok',
    defaultParams: () => ({}),
    onExpired: vi.fn(),
    notify: vi.fn(),
    translate: (key: string) => key,
  });
  return createDataProvider(http);
}

describe('getMany of list rows', () => {
  it('reads the records through the list, a page of ids a request, in the order asked', async () => {
    const asked: string[] = [];
    let details = 0;
    server.use(
      mock.get(`${API}/store/list`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('ids')!.split(',').length}@${query.get('size')}`);
        const list = query
          .get('ids')!
          .split(',')
          .map(Number)
          .filter((id) => id !== 7) // out of the caller's view: not answered
          .map((id) => ({ id, name: `Store ${id}` }));
        return ok({ list, total: list.length, page: 1, size: 100 });
      }),
      mock.get(`${API}/store/detail`, () => {
        details += 1;
        return ok({});
      }),
    );
    const ids = Array.from({ length: 150 }, (_, i) => 150 - i);
    const { data } = await provider().getMany('store', { ids, meta: LIST_ROWS_META });
    expect(asked.sort()).toEqual(['100@100', '50@50']);
    expect(details).toBe(0);
    expect(data.map((row) => row.id)).toEqual(ids.filter((id) => id !== 7));
  });

  it('reads whole records, one detail each, without the list rows’ meta', async () => {
    server.use(
      mock.get(`${API}/store/detail`, ({ request }) => ok({ id: Number(new URL(request.url).searchParams.get('id')), whole: true })),
    );
    const { data } = await provider().getMany('store', { ids: [3, 4] });
    expect(data).toEqual([
      { id: 3, whole: true },
      { id: 4, whole: true },
    ]);
  });
});

/** The `fields` parameter of the list request a page of `resource` sends (null: none). */
async function fieldsAsked(resource: string, params: ReturnType<typeof firstPageParams>): Promise<string | null> {
  let asked: string | null | undefined;
  server.use(
    mock.get(`${API}/${resource}/list`, ({ request }) => {
      asked = new URL(request.url).searchParams.get('fields');
      return HttpResponse.json({ code: 0, data: { list: [], total: 0, page: 1, size: 20 }, msg: 'success' });
    }),
  );
  await provider().getList(resource, params);
  return asked!;
}

/**
 * A list page asks for the fields its columns and row actions read (`fields`) when its list declares
 * its row fields: the store list its twelve, not the export's columns; other lists their whole rows.
 */
describe('the fields a list page asks for', () => {
  it('the store list: its columns, their time zone and its row actions’ fields, not the export’s columns', async () => {
    const fields = (await fieldsAsked('store', firstPageParams(storeList)))?.split(',');
    expect(fields?.sort()).toEqual(
      [
        'id',
        'name',
        'company_name',
        'org_name',
        'country',
        'version_name',
        'tables',
        'status',
        'expire_at',
        'created_at',
        'org_id',
        'data_cleared_at',
      ].sort(),
    );
  });

  it('a list that declares no row fields: its whole rows, no fields asked', async () => {
    expect(await fieldsAsked('version', firstPageParams(versionResource.list))).toBeNull();
  });
});
