import type { ResourceName } from '../../../resources';
import { resourcePath } from '../../routes/match';

/** A resource's list filtered as given (docs/ui.md: a list keeps its filters in its address). */
export const listWhere = (resource: ResourceName, filter: Record<string, string | number>) =>
  `${resourcePath(resource, 'list')}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The store list filtered as a dashboard figure counts it. */
export const storesWhere = (filter: Record<string, string | number>) => listWhere('store', filter);
