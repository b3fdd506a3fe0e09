import type { Country } from '../../resources/countries';
import { http } from '../http';
import { localStore, StorageKey } from '../storage';
import { createSharedState } from './shared-state';

/** The country list of the client settings (docs/ui.md): kept in storage, asked again once per page load. */
export const countryState = createSharedState<{ list: Country[] }>({
  list: localStore.get<Country[]>(StorageKey.CountryList) ?? [],
});

let loading: Promise<Country[]> | null = null;

export function loadCountries(): Promise<Country[]> {
  loading ??= http.get<Country[]>('/country/list').then(
    (list) => {
      localStore.set(StorageKey.CountryList, list);
      countryState.set({ list });
      return list;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
