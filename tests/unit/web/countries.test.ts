import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryState, loadCountries } from '../../../src/state/countries';
import { localStore, StorageKey } from '../../../src/storage';

const API = `${window.location.origin}/distribution/b/v1`;
const ID = {
  code: 'ID',
  name: 'Indonesia',
  timezone: 'Asia/Jakarta',
  utc_offset: '+07:00',
  currency: 'IDR',
  symbol: 'Rp',
  symbol_position: 'before',
  lat: -6.2,
  lng: 106.8,
};
let calls = 0;
const server = setupServer(
  mock.get(`${API}/country/list`, () => {
    calls++;
    return HttpResponse.json({ code: 0, data: [ID], msg: 'success' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('country list', () => {
  it('is asked once per page load and kept in storage', async () => {
    const [a, b] = await Promise.all([loadCountries(), loadCountries()]);
    await loadCountries();
    expect(a).toEqual([ID]);
    expect(b).toBe(a);
    expect(calls).toBe(1);
    expect(countryState.get().list).toEqual([ID]);
    expect(localStore.get(StorageKey.CountryList)).toEqual([ID]);
  });
});
