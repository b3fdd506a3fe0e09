import type { ListDef } from '../../resources/list';
import { listRowsMeta } from '../providers/list-rows';

/** Rows per page of every list. */
export const LIST_PAGE_SIZE = 20;

/** What a list opens on without filters, sort or page of its own: the newest first by its default sort. */
export const firstPageSort = (def: Pick<ListDef, 'defaultSort'>) => ({ field: def.defaultSort as string, order: 'DESC' as const });

/** The parameters of that first page, as react-admin's list asks for them (`useGetList`'s query key). */
export const firstPageParams = (def: ListRowsDef) => ({
  pagination: { page: 1, perPage: LIST_PAGE_SIZE },
  sort: firstPageSort(def),
  filter: {},
  meta: listRowsMeta(def),
});

/** What a list's first page and its rows' fields come from. */
export type ListRowsDef = Pick<ListDef, 'defaultSort'> & Partial<Pick<ListDef, 'columns' | 'rowFields' | 'shown'>>;
