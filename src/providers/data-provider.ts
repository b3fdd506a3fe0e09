import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { Http, Query } from '../http';
import type { QueryValue } from '../http/query';
import { saveFile } from '../http';
import { PAGE_SIZE_MAX } from '../../resources/limits';
import { fieldsOf, isListRows } from './list-rows';

interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** Filter values as query parameters: lists joined with commas, empty values left out. */
function filterQuery(filter: Record<string, unknown> = {}): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query[name] = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : (value as QueryValue);
  }
  return query;
}

/** react-admin's list parameters in the API's terms: page, size, sort, order and the filters. */
export function listQuery({ pagination, sort, filter, meta }: Partial<GetListParams>): Query {
  return {
    ...filterQuery(filter),
    page: pagination?.page,
    size: pagination?.perPage,
    sort: sort?.field,
    order: sort?.order?.toLowerCase(),
    // a list page's rows: only the fields its columns and row actions read (src/providers/list-rows.ts)
    fields: fieldsOf(meta)?.join(','),
  };
}

/** The fields of `data` that differ from `previous` (all of them without a previous record). */
function changes(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (name === 'id') continue;
    if (!previous || JSON.stringify(previous[name]) !== JSON.stringify(value)) out[name] = value;
  }
  return out;
}

const notSupported = () => Promise.reject(new Error('ra.notification.data_provider_error'));

/**
 * react-admin's calls mapped to the list/detail/create/update conventions of docs/api.md, for every
 * resource. There is no deletion in the API (records are disabled through `setStatus`).
 */
export function createDataProvider(http: Http) {
  const detail = (resource: string, id: Identifier) => http.get<RaRecord>(`/${resource}/detail`, { id: String(id) });

  const list = async (resource: string, query: Query) => {
    const page = await http.get<Paged<RaRecord>>(`/${resource}/list`, query);
    return { data: page.list, total: page.total };
  };

  /** Records as their list's rows, PAGE_SIZE_MAX ids a request (`ids`), in the order asked. */
  const listRows = async (resource: string, ids: Identifier[]) => {
    const chunks = Array.from({ length: Math.ceil(ids.length / PAGE_SIZE_MAX) }, (_, i) =>
      ids.slice(i * PAGE_SIZE_MAX, (i + 1) * PAGE_SIZE_MAX),
    );
    const pages = await Promise.all(chunks.map((chunk) => list(resource, { ids: chunk.join(','), page: 1, size: chunk.length })));
    const byId = new Map(pages.flatMap((page) => page.data).map((record) => [String(record.id), record]));
    return ids.map((id) => byId.get(String(id))).filter((record): record is RaRecord => record !== undefined);
  };

  const update = (resource: string, id: Identifier, data: Record<string, unknown>, previous?: Record<string, unknown>) =>
    http.post<RaRecord>(`/${resource}/update`, { id, ...changes(data, previous) });

  /**
   * More rows than one page of the API holds ("select all N matching"): pages of the largest size,
   * one after the other, up to the rows asked for.
   */
  const listBeyondPage = async (resource: string, params: GetListParams) => {
    const wanted = params.pagination!.perPage;
    const data: RaRecord[] = [];
    let total = 0;
    for (let page = 1; data.length < wanted; page++) {
      const part = await list(resource, listQuery({ ...params, pagination: { page, perPage: PAGE_SIZE_MAX } }));
      data.push(...part.data);
      total = part.total;
      if (part.data.length < PAGE_SIZE_MAX) break;
    }
    return { data: data.slice(0, wanted), total };
  };

  const provider: DataProvider = {
    getList: (resource, params) =>
      (params.pagination && params.pagination.perPage > PAGE_SIZE_MAX
        ? listBeyondPage(resource, params)
        : list(resource, listQuery(params))) as never,
    getOne: async (resource, { id }) => ({ data: (await detail(resource, id)) as never }),
    getMany: async (resource, { ids, meta }) => ({
      data: (isListRows(meta) ? await listRows(resource, ids) : await Promise.all(ids.map((id) => detail(resource, id)))) as never,
    }),
    getManyReference: (resource, { target, id, ...params }) =>
      list(resource, listQuery({ ...params, filter: { ...params.filter, [target]: id } })) as never,
    create: async (resource, { data }) => {
      const created = await http.post<{ id: Identifier }>(`/${resource}/create`, data);
      return { data: { ...data, id: created.id } as never };
    },
    update: async (resource, { id, data, previousData }) => ({
      data: (await update(resource, id, data, previousData)) as never,
    }),
    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(resource, id, data)));
      return { data: ids };
    },
    delete: notSupported,
    deleteMany: notSupported,
  };

  return {
    ...provider,
    /** Enables or disables a record (`valid` | `invalid`). */
    setStatus: (resource: string, id: Identifier, status: 'valid' | 'invalid') => http.post<null>(`/${resource}/status`, { id, status }),
    /** Downloads the xlsx of a list with its filters. */
    async exportList(resource: string, filter: Record<string, unknown>) {
      saveFile(await http.exportFile(`/${resource}/export`, filter, `${resource}.xlsx`));
    },
  };
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
