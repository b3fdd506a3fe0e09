/**
 * Every page of the web app that the page benchmarks open (tests/bench/pages.ts, lighthouse.ts), each
 * with the element that shows its content has come (not a skeleton: data or the form's fields).
 */
import type { ApiClient } from '../support/api-client';

export interface PageCase {
  name: string;
  path: string;
  content: string;
}

/** Content selectors: a list's first record row, a form's first field, the dashboard's figures. */
export const ROW = 'tbody tr:not(.RaDataTable-expandRow) td';
export const field = (name: string) => `input[name="${name}"]`;

/** The records the edit pages open: the first store and the first dealer the user sees. */
export interface CaseRecords {
  storeId: number;
  dealerId: number;
}

/** Reads `CaseRecords` through the API with `token`. */
export async function caseRecords(api: ApiClient, token: string): Promise<CaseRecords> {
  const first = async (list: string) => (await api.get(list, { token, query: { page: 1, size: 1 } })).data.list[0].id as number;
  return { storeId: await first('/store/list'), dealerId: await first('/distributor/list') };
}

export function pageCases({ storeId, dealerId }: CaseRecords): PageCase[] {
  return [
    { name: 'login', path: '/login', content: field('account') },
    { name: 'dashboard', path: '/dashboard/index', content: '[data-testid="stat-dealers"]' },
    { name: 'dealer list', path: '/distributor/list', content: ROW },
    { name: 'add dealer', path: '/distributor/edit', content: field('name') },
    { name: 'dealer edit', path: `/distributor/edit?id=${dealerId}`, content: field('name') },
    { name: 'brand list', path: '/seller/company/list', content: ROW },
    { name: 'brand add', path: '/seller/company/add', content: field('name') },
    { name: 'store list', path: '/seller/store/list', content: ROW },
    { name: 'store add', path: '/seller/store/add', content: field('name') },
    { name: 'store edit', path: `/seller/store/edit?id=${storeId}`, content: field('name') },
    { name: 'e-menu', path: `/seller/store/emenu?id=${storeId}`, content: field('qr_domain') },
    { name: 'version list', path: '/version/list', content: ROW },
    { name: 'employee list', path: '/employee/list', content: ROW },
  ];
}
