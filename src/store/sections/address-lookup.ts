/**
 * The address lookup of the store form, when the build has one (`VITE_ADDRESS_API_URL`, README):
 * `GET <url>?q=<text>&country=<store's country code>` answers a JSON array of `{label, lat, lng}`;
 * entries of another shape are left out, and a failed lookup offers nothing.
 */
export interface AddressMatch {
  label: string;
  lat: number;
  lng: number;
}

const isMatch = (entry: unknown): entry is AddressMatch => {
  const { label, lat, lng } = (entry ?? {}) as Record<string, unknown>;
  return typeof label === 'string' && label.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
};

export async function lookUpAddress(url: string, q: string, country: string, signal?: AbortSignal): Promise<AddressMatch[]> {
  const query = new URLSearchParams({ q, ...(country ? { country } : {}) });
  const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}${query}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) return [];
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.filter(isMatch).map(({ label, lat, lng }) => ({ label, lat, lng })) : [];
}
