import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/**
 * What a resource folder (src/<resource>/index.ts) exports. The registry (registry.ts) hands it to
 * react-admin and the route table (src/routes/table.ts) shows its views at the seed's paths:
 * `list` at …/list, `create` at …/add (or …/edit without an id where the seed has no add page),
 * `edit` at …/edit?id=<id>, `pages` at their own paths (dealer setting, store e-menu).
 * A view that is missing shows a translated "coming soon" page.
 */
export interface ResourceModule {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  pages?: { setting?: ComponentType; emenu?: ComponentType };
  icon: ComponentType;
  recordRepresentation?: string | ((record: RaRecord) => string);
}
