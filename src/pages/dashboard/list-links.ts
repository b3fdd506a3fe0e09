import { resourcePath } from '../../routes/match';

/** The store list filtered as a dashboard figure counts it (docs/ui.md: a list keeps its filters in its address). */
export const storesWhere = (filter: Record<string, string | number>) =>
  `${resourcePath('store', 'list')}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
