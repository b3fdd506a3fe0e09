/** Brands, stores and versions as the API answers them, and msw answers for the merchant pages' tests. */
import { http as mock, HttpResponse } from 'msw';
import { API, ok } from '../support/render-page';

const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

export const brand = {
  id: 11,
  name: 'Kopi Kenangan Kita',
  org_id: 2,
  org_name: 'Dealer 2',
  country: 'ID',
  logo_url: '',
  contact_name: 'Rina',
  contact_phone: '+62 811',
  email: '',
  branch_count: 2,
  admin_account: 'kopikita',
  sms_balance: 0,
  status: 'valid',
  created_at: '2025-01-02T03:04:05.000Z',
  created_by: 3,
  owner_staff_id: null,
};

const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '22:00' }));

export function storeOf(fields: { id: number; name: string } & Record<string, unknown>) {
  return {
    company_id: brand.id,
    company_name: brand.name,
    org_id: 2,
    org_name: 'Dealer 2',
    country: 'ID',
    timezone: 'Asia/Jakarta',
    currency: 'IDR',
    tables: 12,
    business_hours: hours,
    address: '',
    lat: -6.2088,
    lng: 106.8456,
    contact_name: '',
    contact_phone: '',
    email: '',
    version_id: 1,
    version_name: 'POS Android 5.2.0',
    status: 'wait_activate',
    activated_at: null,
    expire_at: null,
    bill_enabled: false,
    bill_format: 'sequential',
    bill_format_changed: false,
    template_store_id: null,
    data_cleared_at: null,
    created_at: daysAgo(3),
    created_by: 3,
    owner_staff_id: null,
    ...fields,
  };
}

/** 18:30 UTC: already the next day in Jakarta (UTC+7), still the same day in Istanbul (UTC+3). */
const EXPIRY = '2030-01-01T18:30:00.000Z';

export const stores = [
  storeOf({ id: 21, name: 'Kopi Kita Sudirman' }),
  storeOf({ id: 22, name: 'Kopi Kita Senayan', status: 'active', activated_at: daysAgo(200), expire_at: EXPIRY, created_at: daysAgo(200) }),
  storeOf({
    id: 23,
    name: 'Kebapçı Halil Kadıköy',
    country: 'TR',
    timezone: 'Europe/Istanbul',
    currency: 'TRY',
    status: 'active',
    expire_at: EXPIRY,
    data_cleared_at: daysAgo(1),
    created_at: daysAgo(10),
  }),
];

export const versions = [
  { id: 1, name: 'POS Android', version_no: '5.2.0', platform: 'android', status: 'valid' },
  { id: 2, name: 'POS Windows', version_no: '5.1.3', platform: 'windows', status: 'valid' },
];

const paged = (list: unknown[]) => HttpResponse.json(ok({ list, total: list.length, page: 1, size: 20 }));
const byId =
  (list: { id: number }[]) =>
  ({ request }: { request: Request }) =>
    HttpResponse.json(ok(list.find((item) => String(item.id) === new URL(request.url).searchParams.get('id'))));

/** The lists and details the merchant pages read. */
export const readAnswers = (storeList: { id: number }[] = stores) => [
  mock.get(`${API}/store/list`, () => paged(storeList)),
  mock.get(`${API}/store/detail`, byId(storeList)),
  mock.get(`${API}/company/list`, () => paged([brand])),
  mock.get(`${API}/company/detail`, byId([brand])),
  mock.get(`${API}/version/list`, () => paged(versions)),
  mock.get(`${API}/sms/list`, () => paged([])),
  mock.get(`${API}/version/detail`, byId(versions)),
  mock.get(`${API}/staff/list`, () => paged([{ id: 4, name: 'Siti' }])),
  mock.get(`${API}/distributor/list`, () => paged([{ id: 7, name: 'Jakarta Reseller', country: 'ID' }])),
  /** Dealer 2 may assign POS Android only. */
  mock.get(`${API}/distributor/setting`, () =>
    HttpResponse.json(ok({ id: 2, allowed_version_ids: [1], can_create_subdealer: true, updated_at: brand.created_at, updated_by: null })),
  ),
];
