import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { MenuPlace } from '../../resources/menu';
import type { Permission } from '../../resources/permissions';
import type { FieldRefusals } from '../common/field-refusals';

export type MenuIcon = ComponentType<{ fontSize?: 'small' | 'inherit' }>;

/** A page of its own beside list, create and edit (the dealer settings, the store e-menu), at …/<view>. */
export interface ExtraPage {
  component: ComponentType;
  /** Needed besides the resource's `list` permission. */
  permission?: Permission;
}

/**
 * A resource of the web app: its own in `src/<name>/resource.ts` (the folder is the resource's name:
 * API prefix, i18n key), or the CRUD kit's made from its declaration (crud/crud-module.ts,
 * `declaredModule`). The registry (registry.ts) hands it to react-admin, and the route
 * table, the matcher, the menu, the breadcrumbs and the tabs derive its pages from it: `list` at
 * …/list, `create` at …/add (or, without `addPage`, …/edit without an id), `edit` at …/edit?id=<id>,
 * `pages` at their own paths. Titles are `app.route.<key>_<view>`, menu titles `app.menu.<key>`.
 */
export interface ResourceModule {
  icon: MenuIcon;
  /** Where its pages sit. */
  route: MenuPlace & {
    /** The app's path segment and route-name stem when it differs from the name ('employee' for staff). */
    key?: string;
    /** The seed has a separate add page (…/add). */
    addPage?: boolean;
  };
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  pages?: Record<string, ExtraPage>;
  recordRepresentation?: string | ((record: RaRecord) => string);
  /** Refusals of its create and update that are about one field (2101: the account), shown under that field. */
  fieldRefusals?: FieldRefusals;
}
