/**
 * A resource's declaration, shared by the server and the web app: its one technical name (API prefix,
 * folder, i18n key), the rule of each action (`<name>:<action>` permissions), who sees which records,
 * and, for the CRUD kits (server/crud/, src/admin/crud/), its record, list and write bodies. Declared
 * in resources/<name>/index.ts, it is found there by name (resources/index.ts): nothing else lists it.
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { ResourceMessages } from '../i18n/resource-messages';
import type { ListDef } from './list';
import type { Rule } from './roles';

/**
 * Who sees which records (list, detail, export, and the record a write targets), by name:
 * - `everyone`: every signed-in user sees every record (versions);
 * - `org_tree`: the records whose `org_id` is the user's org or one below it (docs/domain.md);
 * - `org_tree_owned`: the same, and the `staff` role only those it created (`created_by`) or is
 *   assigned to (`owner_staff_id`): the rule of brands and stores;
 * - `creator`: only the records the user created (`created_by`);
 * - `custom`: SQL of the resource's own, the one place it is: its repository's `visible(actor)`, in its
 *   server hooks (server/routes/<name>/, as dealers, employees and SMS movements have);
 * - `{ through: '<field>' }`: exactly where the record its `ref` field points at is visible (a
 *   terminal where its store is: resources/reference.ts), by that resource's own rule.
 */
export type NamedVisibility = 'everyone' | 'org_tree' | 'org_tree_owned' | 'creator' | 'custom';
export type Visibility = NamedVisibility | { through: string };

/** Whether the rule reads the org the record belongs to (`org_id`, joined for `org_name`). */
export const isOrgTreeRule = (visibility: Visibility): boolean => typeof visibility === 'string' && visibility.startsWith('org_tree');

/** Starting values of a create body's fields: a value, or a function called when the page opens. */
type Defaults<C> = C extends TObject ? { [K in keyof Static<C>]?: Static<C>[K] | (() => Static<C>[K]) } : never;

export interface ResourceDeclaration<N extends string = string, A extends string = string> {
  name: N;
  /** One rule per action; `list` also guards detail, `export` the xlsx export, `status` Enable/Disable. */
  permissions: Record<A, Rule>;
  visibility: Visibility;
  /** Its table in server/db/schema.ts, by its SQL name: `<name>s` unless given. */
  table?: string;
  /** The record as the API answers it; each field a column of the table unless the server computes it. */
  item?: TObject;
  list?: ListDef;
  /** Body of `POST /<name>/create`. */
  create?: TObject;
  /** Body of `POST /<name>/update` (`id` plus the editable fields). */
  update?: TObject;
  /** The field that names a record (the Enable/Disable confirmation): `name` unless given. */
  recordName?: string;
  /** Values a new record starts with on the create page (a function is called when the page opens). */
  defaults?: Record<string, unknown>;
  /** Its texts and menu entry (resources/<name>/messages.ts), placed in the catalogs by i18n/resource-messages.ts. */
  messages?: ResourceMessages;
}

/** Declares a resource, keeping the literal types of its name and actions (the permission type) and of its schemas. */
export function defineResource<const D extends ResourceDeclaration>(declaration: D & { defaults?: Defaults<D['create']> }): D {
  return declaration;
}

/** Whether a module's export is a declaration: how resources/index.ts and src/admin/registry.ts find one. */
export const isDeclaration = (value: unknown): value is ResourceDeclaration =>
  typeof value === 'object' && value !== null && 'permissions' in value && 'visibility' in value && 'name' in value;

/** The SQL name of a resource's table. */
export const tableNameOf = (declaration: Pick<ResourceDeclaration, 'name' | 'table'>) => declaration.table ?? `${declaration.name}s`;
