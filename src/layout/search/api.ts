import type { SearchResult } from '../../../resources/search';
import { http } from '../../http';

/** Stores, brands, dealers and employees whose name holds `q`, or whose id it is, that the user may see. */
export const searchRecords = (q: string) => http.get<SearchResult>('/search', { q }, { silent: true });
