/** A list's query as react-admin keeps it in the address (and in a saved query). */
export interface ListQuery {
  filter: Readonly<Record<string, unknown>>;
  sort: { field: string; order: string };
  perPage: number;
  displayedFilters: Readonly<Record<string, unknown>>;
}

/** The address's search part for a list query, on its first page (react-admin's own parameters). */
export function listSearch(query: ListQuery): string {
  const params = new URLSearchParams({
    filter: JSON.stringify(query.filter),
    displayedFilters: JSON.stringify(query.displayedFilters),
    sort: query.sort.field,
    order: query.sort.order,
    page: '1',
    perPage: String(query.perPage),
  });
  return `?${params.toString()}`;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether two filters select the same records: empty values left out, keys in any order. */
export function sameFilter(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const set = (filter: Readonly<Record<string, unknown>>) =>
    Object.entries(filter)
      .filter(([, value]) => !isEmpty(value))
      .sort(([x], [y]) => x.localeCompare(y));
  const left = set(a);
  const right = set(b);
  return left.length === right.length && JSON.stringify(left) === JSON.stringify(right);
}

/** How many of these filter sources hold a value. */
export const activeCount = (filter: Readonly<Record<string, unknown>>, sources: readonly string[]) =>
  sources.filter((source) => !isEmpty(filter[source])).length;
