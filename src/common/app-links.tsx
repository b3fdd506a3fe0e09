import { createContext, useContext } from 'react';
import type { ResourceName } from '../../resources';
import type { FieldRefusals } from './field-refusals';

export type ResourceView = 'list' | 'create' | 'edit';

/**
 * What the shared page parts need of the app's pages: addresses, a resource's field refusals, the tab
 * bar's step after a create. The route layer provides them (src/routes/app-links.ts), so that common/
 * and the CRUD kit never import the registry or the route table.
 */
export interface AppLinks {
  /** The address of a resource's list, create or edit page. */
  resourcePath(resource: ResourceName, view: ResourceView, id?: string | number): string;
  /** A record's edit page, or null when its resource has none. */
  editAddressOf(resource: ResourceName, id: string | number): string | null;
  /** Which server refusals belong under which field of the resource's forms. */
  fieldRefusalsOf(resource: string): FieldRefusals | undefined;
  /** A create page saved its record (at `recordAddress`): its tab gives way to the record's. */
  createSaved(recordAddress: string | null): void;
}

const AppLinksContext = createContext<AppLinks | null>(null);

export const AppLinksProvider = AppLinksContext.Provider;

export function useAppLinks(): AppLinks {
  const links = useContext(AppLinksContext);
  if (!links) throw new Error('No AppLinksProvider above this page (src/admin/AdminApp.tsx provides it)');
  return links;
}
